// docs/performance.md#short-tasks: work an interaction sets off that need not be in its own frame.

/**
 * Resolves once the browser has painted the next frame (a frame's callbacks run before its paint,
 * a task set from one runs after it): work after it is not part of an interaction's paint (INP).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
