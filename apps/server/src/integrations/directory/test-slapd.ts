import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const TEST_BASE_DN = 'ou=people,dc=example,dc=test';

export interface TestDirectoryUser {
  uid: string;
  password: string;
  givenName: string;
  sn: string;
  mail?: string;
}

export interface TestSlapd {
  url: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const ldif = (users: TestDirectoryUser[]) =>
  [
    'dn: dc=example,dc=test\nobjectClass: dcObject\nobjectClass: organization\ndc: example\no: Example',
    `dn: ${TEST_BASE_DN}\nobjectClass: organizationalUnit\nou: people`,
    ...users.map((u) =>
      [
        `dn: uid=${u.uid},${TEST_BASE_DN}`,
        'objectClass: inetOrgPerson',
        `uid: ${u.uid}`,
        `cn: ${u.givenName} ${u.sn}`,
        `givenName: ${u.givenName}`,
        `sn: ${u.sn}`,
        ...(u.mail ? [`mail: ${u.mail}`] : []),
        `userPassword: ${u.password}`,
      ].join('\n'),
    ),
  ].join('\n\n') + '\n';

const waitForPort = async (port: number, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`slapd did not listen on ${port}`);
};

/**
 * A real OpenLDAP server (Debian's slapd) on a free loopback port with a throw-away
 * directory holding the given users; for tests only.
 */
export async function startTestSlapd(users: TestDirectoryUser[]): Promise<TestSlapd> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-slapd-'));
  fs.mkdirSync(path.join(dir, 'data'));
  const conf = path.join(dir, 'slapd.conf');
  fs.writeFileSync(
    conf,
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      `pidfile ${path.join(dir, 'slapd.pid')}`,
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      'database mdb',
      'suffix "dc=example,dc=test"',
      'rootdn "cn=admin,dc=example,dc=test"',
      `directory ${path.join(dir, 'data')}`,
      'maxsize 10485760',
    ].join('\n') + '\n',
  );
  fs.writeFileSync(path.join(dir, 'data.ldif'), ldif(users));
  const loaded = spawnSync('/usr/sbin/slapadd', ['-f', conf, '-l', path.join(dir, 'data.ldif')], {
    encoding: 'utf8',
  });
  if (loaded.status !== 0) throw new Error(`slapadd failed: ${loaded.stderr}`);
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  // -d 0 keeps slapd in the foreground, so the test owns the process.
  const child: ChildProcess = spawn('/usr/sbin/slapd', ['-f', conf, '-h', `${url}/`, '-d', '0'], {
    stdio: 'ignore',
  });
  await waitForPort(port, 10_000);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
