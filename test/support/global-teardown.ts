export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __pennantPg?: { stop(): Promise<void> } }).__pennantPg;
  if (server) await server.stop();
}
