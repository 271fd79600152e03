/** js-yaml 3 ships no types: the one function the OFREP tests use. */
declare module 'js-yaml' {
  export function safeLoad(text: string): unknown;
}
