import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@schaufenster/contract'

// One error model (issue 21, point 3): every mutation's result union is its success member
// (listed first) and error members that all implement ErrorResult { code: ErrorCode!,
// message: String! }.

const schema = buildSchema(
  readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'),
)

describe('the error model of schema.graphql', () => {
  it('has one ErrorResult interface with a code from the one ErrorCode enum', () => {
    const errorResult = schema.getType('ErrorResult')
    expect(isInterfaceType(errorResult)).toBe(true)
    if (!isInterfaceType(errorResult)) return
    const fields = errorResult.getFields()
    expect(String(fields['code']?.type)).toBe('ErrorCode!')
    expect(String(fields['message']?.type)).toBe('String!')
    const errorCode = schema.getType('ErrorCode')
    expect(isEnumType(errorCode)).toBe(true)
    if (!isEnumType(errorCode)) return
    // The enum is the contract's list: the hub's codes pass through as they are.
    expect(
      errorCode
        .getValues()
        .map((value) => value.name)
        .sort(),
    ).toEqual([...ERROR_CODES].sort())
  })

  it('makes every error member of every mutation result union implement ErrorResult', () => {
    const mutation = schema.getMutationType()
    expect(mutation).toBeDefined()
    const notImplementing: string[] = []
    const unions = new Set<string>()
    for (const field of Object.values(mutation!.getFields())) {
      const type = getNamedType(field.type)
      if (!isUnionType(type)) continue
      unions.add(type.name)
      const [, ...errors] = type.getTypes()
      for (const member of errors) {
        const implementing = isObjectType(member)
          ? member.getInterfaces().some((face) => face.name === 'ErrorResult')
          : false
        if (!implementing) notImplementing.push(`${type.name}.${member.name}`)
      }
    }
    expect(unions.size).toBeGreaterThan(20)
    expect(notImplementing).toEqual([])
  })
})
