// node:net's one pure function (a string test: 4, 6 or 0), and the only use of node:net that pure
// code may make: the rule `pure-code-does-no-io` admits node:net in this file alone (ADR 0068).
export { isIP } from 'node:net';
