import type { LogLevel } from '../config';

type Fields = Record<string, unknown>;

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
let threshold = ORDER[(process.env.LOG_LEVEL as LogLevel) ?? 'info'] ?? ORDER.info;

function write(level: Exclude<LogLevel, 'silent'>, msg: string, fields?: Fields): void {
  if (ORDER[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
}

/** Structured JSON logs, one object per line. */
export const logger = {
  setLevel(level: LogLevel): void {
    threshold = ORDER[level];
  },
  debug: (msg: string, fields?: Fields) => write('debug', msg, fields),
  info: (msg: string, fields?: Fields) => write('info', msg, fields),
  warn: (msg: string, fields?: Fields) => write('warn', msg, fields),
  error: (msg: string, fields?: Fields) => write('error', msg, fields),
};
