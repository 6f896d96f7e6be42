/**
 * A promise that settles in a task of its own (a macrotask, after the browser has had a
 * chance to paint and handle input). Work after `await nextTask()` does not lengthen the task
 * that came before it: a chunk's module evaluation and the first render of what it holds are
 * two tasks, not one long one (issue 22: total blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
