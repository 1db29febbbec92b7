/** One line saying why the gateway could not listen, naming the variable that moves it. */
export function describeListenFailure(error: unknown, where: { host: string; port: number }): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return `port ${where.port} on ${where.host} is already in use: stop what holds it, or start the gateway on another port with GATEWAY_PORT`;
  }
  if (code === 'EACCES') return `not allowed to listen on port ${where.port}: choose another with GATEWAY_PORT`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `cannot listen on host ${where.host}: set GATEWAY_HOST to an address of this machine`;
  }
  return `cannot listen on ${where.host}:${where.port}: ${error instanceof Error ? error.message : String(error)}`;
}
