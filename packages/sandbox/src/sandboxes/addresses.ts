/** The two addresses of a created sandbox on this server, made from the server's public origin. */
export interface SandboxAddresses {
  /** `<origin>/sandboxes/<id>`: the base URL of its API, callbacks and controls, for any client. */
  api: string;
  /**
   * `http://<id>.<host>:<port>`: its web app, on an origin of its own, so what the browser stores
   * for one sandbox (the session) is never sent to another. On an IP address, `<id>.localhost`,
   * which browsers resolve to this machine; other names need a wildcard DNS entry.
   */
  web: string;
}

const IP = /^(\d+\.){3}\d+$|^\[/;

export const sandboxAddresses = (origin: string, id: string): SandboxAddresses => {
  const url = new URL(origin);
  const host = IP.test(url.hostname) ? 'localhost' : url.hostname;
  return {
    api: `${url.origin}/sandboxes/${id}`,
    web: `${url.protocol}//${id}.${host}${url.port ? `:${url.port}` : ''}`,
  };
};

/** The Host headers a created sandbox's web origin answers: `<id>.` before each the server answers. */
export const sandboxHosts = (id: string, serverHosts: ReadonlySet<string>): Set<string> => {
  const hosts = new Set<string>();
  for (const host of serverHosts) {
    if (!IP.test(host.replace(/:\d+$/, ''))) hosts.add(`${id}.${host}`);
  }
  return hosts;
};
