import { readFileSync } from 'node:fs';

const LISTEN = '0A';

/** A /proc/net/tcp{,6} address (hex, each 32-bit word in host order, little-endian here) as text. */
function addressOf(hex: string): string {
  const bytes: number[] = [];
  for (let word = 0; word < hex.length; word += 8)
    for (let i = 6; i >= 0; i -= 2) bytes.push(parseInt(hex.slice(word + i, word + i + 2), 16));
  if (bytes.length === 4) return bytes.join('.');
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16));
  return groups.join(':');
}

/**
 * The local addresses that sockets of this machine listen on at `port`, read from the kernel
 * (Linux's /proc/net/tcp and tcp6): what a process bound to, without sending it any traffic.
 * IPv6 addresses are written out in full groups (`0:0:0:0:0:0:0:1`).
 */
export function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // no IPv6 on this machine
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 4 || fields[3] !== LISTEN) continue;
      const [address, hexPort] = fields[1].split(':');
      if (parseInt(hexPort, 16) === port) found.push(addressOf(address));
    }
  }
  return found;
}
