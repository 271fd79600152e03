/** A list answer, whether the API wraps it (`{projects: […]}`) or not (`[…]`). */
export function listOf<T>(answer: unknown, key: string): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (typeof answer === 'object' && answer !== null) {
    const inner = (answer as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}
