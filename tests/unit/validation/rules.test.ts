import { describe, expect, it } from 'vitest'
import {
  hasDimensions,
  hasExtension,
  hasLength,
  hasMimeType,
  isAlpha,
  isAlphaDash,
  isAlphaNum,
  isAlphaSpaces,
  isBetween,
  isConfirmed,
  isDigits,
  isDouble,
  isEmail,
  isExcluded,
  isImage,
  isInteger,
  isMax,
  isMaxValue,
  isMin,
  isMinValue,
  isNumeric,
  isOneOf,
  isRequired,
  isRequiredIfSatisfied,
  isWithinSize,
  matchesRegex,
} from '@schaufenster/validation'

describe('required', () => {
  it.each([null, undefined, [], '', '   ', '\t\n'])('fails on %j', (value) => {
    expect(isRequired(value)).toBe(false)
  })
  it.each([false, true, 0, 'a', ' a ', [0], {}])('passes on %j (false is allowed)', (value) => {
    expect(isRequired(value)).toBe(true)
  })
})

describe('required_if', () => {
  it('with no values listed, applies when the target is filled', () => {
    expect(isRequiredIfSatisfied('', 'something')).toBe(false)
    expect(isRequiredIfSatisfied('x', 'something')).toBe(true)
    expect(isRequiredIfSatisfied('', '  ')).toBe(true)
    expect(isRequiredIfSatisfied(undefined, null)).toBe(true)
  })
  it('with values listed, applies when the target matches one (as strings)', () => {
    expect(isRequiredIfSatisfied('', false, [false])).toBe(false)
    expect(isRequiredIfSatisfied('', 'false', [false])).toBe(false)
    expect(isRequiredIfSatisfied('', true, [false])).toBe(true)
    expect(isRequiredIfSatisfied('', 'b', ['a', 'b'])).toBe(false)
    expect(isRequiredIfSatisfied('', 'c', ['a', 'b'])).toBe(true)
    expect(isRequiredIfSatisfied('filled', 'a', ['a'])).toBe(true)
  })
})

describe('confirmed', () => {
  it('compares as strings', () => {
    expect(isConfirmed('secret', 'secret')).toBe(true)
    expect(isConfirmed(12, '12')).toBe(true)
    expect(isConfirmed('secret', 'Secret')).toBe(false)
    expect(isConfirmed(undefined, '')).toBe(true)
  })
})

describe('email', () => {
  it.each(['a@example.com', 'first.last+tag@sub.example.co.uk', ' x@y.de '])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true)
  })
  it.each(['', 'plain', 'a@b', 'a@@b.de', 'a b@c.de', 'a@b.de,c@d.de', 42])('refuses %j', (v) => {
    expect(isEmail(v)).toBe(false)
  })
  it('accepts a comma-separated list only with multiple', () => {
    expect(isEmail('a@b.de, c@d.de', { multiple: true })).toBe(true)
    expect(isEmail('a@b.de,,c@d.de', { multiple: true })).toBe(false)
    expect(isEmail('a@b.de, nope', { multiple: true })).toBe(false)
  })
})

describe('character classes', () => {
  it('alpha, alpha_num, alpha_dash, alpha_spaces', () => {
    expect(isAlpha('Müller')).toBe(true)
    expect(isAlpha('Müller1')).toBe(false)
    expect(isAlphaNum('Abc123')).toBe(true)
    expect(isAlphaNum('Abc-123')).toBe(false)
    expect(isAlphaDash('abc-1_2')).toBe(true)
    expect(isAlphaDash('abc 1')).toBe(false)
    expect(isAlphaSpaces('Anna Maria')).toBe(true)
    expect(isAlphaSpaces('Anna-Maria')).toBe(false)
  })
  it('numeric, integer, double, digits', () => {
    expect(isNumeric('0123')).toBe(true)
    expect(isNumeric('-1')).toBe(false)
    expect(isInteger('-17')).toBe(true)
    expect(isInteger('1.5')).toBe(false)
    expect(isDouble('1.5')).toBe(true)
    expect(isDouble('1,5')).toBe(true)
    expect(isDouble('1.')).toBe(false)
    expect(isDigits('12345', 5)).toBe(true)
    expect(isDigits('1234', 5)).toBe(false)
    expect(isDigits('1234a', 5)).toBe(false)
  })
})

describe('sizes and values', () => {
  it('min, max, length count characters', () => {
    expect(isMin('abc', 3)).toBe(true)
    expect(isMin('ab', 3)).toBe(false)
    expect(isMax('abc', 3)).toBe(true)
    expect(isMax('abcd', 3)).toBe(false)
    expect(isMax(undefined, 3)).toBe(true)
    expect(hasLength('äöü', 3)).toBe(true)
    expect(hasLength([1, 2], 2)).toBe(true)
  })
  it('between, min_value, max_value compare numbers', () => {
    expect(isBetween('5', 1, 10)).toBe(true)
    expect(isBetween(11, 1, 10)).toBe(false)
    expect(isBetween('', 0, 10)).toBe(false)
    expect(isMinValue('3', 3)).toBe(true)
    expect(isMinValue(2, 3)).toBe(false)
    expect(isMaxValue('3', 3)).toBe(true)
    expect(isMaxValue(4, 3)).toBe(false)
  })
  it('oneOf, excluded, regex', () => {
    expect(isOneOf('b', ['a', 'b'])).toBe(true)
    expect(isOneOf(1, ['1'])).toBe(true)
    expect(isOneOf('c', ['a', 'b'])).toBe(false)
    expect(isExcluded('c', ['a', 'b'])).toBe(true)
    expect(isExcluded('a', ['a', 'b'])).toBe(false)
    const global = /^a+$/g
    expect(matchesRegex('aaa', global)).toBe(true)
    expect(matchesRegex('aaa', global)).toBe(true)
    expect(matchesRegex('aab', global)).toBe(false)
  })
})

describe('files', () => {
  const pdf = { name: 'Invoice.PDF', size: 2048, type: 'application/pdf' }
  it('ext, mimes, image, size, dimensions', () => {
    expect(hasExtension(pdf, ['pdf'])).toBe(true)
    expect(hasExtension({ name: 'noext', size: 1 }, ['pdf'])).toBe(false)
    expect(hasMimeType(pdf, ['application/pdf'])).toBe(true)
    expect(hasMimeType({ name: 'a.png', size: 1, type: 'image/png' }, ['image/*'])).toBe(true)
    expect(hasMimeType(pdf, ['image/*'])).toBe(false)
    expect(isImage({ name: 'a.jpg', size: 1 })).toBe(true)
    expect(isImage(pdf)).toBe(false)
    expect(isWithinSize(pdf, 2)).toBe(true)
    expect(isWithinSize(pdf, 1)).toBe(false)
    expect(hasDimensions({ width: 100, height: 50 }, 100, 50)).toBe(true)
    expect(hasDimensions({ width: 100, height: 51 }, 100, 50)).toBe(false)
  })
})
