import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import { directoryUserName, type Directory, type DirectoryEntry } from './directory.ts';

export interface LdapOptions {
  /** ldap:// or ldaps:// URL of the directory server. */
  url: string;
  /** Where user entries live, e.g. ou=people,dc=example,dc=com. */
  baseDn: string;
  /** The naming attribute of a user entry (uid, or sAMAccountName-style cn). */
  userAttribute: string;
  timeoutMs?: number;
}

const text = (entry: Entry, name: string): string => {
  const value = entry[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? '' : first.toString();
};

/** Binds as {userAttribute}={name},{baseDn} with the user's password, then reads the entry. */
export function createLdapDirectory(options: LdapOptions): Directory {
  return {
    async authenticate(typed, password) {
      const name = directoryUserName(typed);
      // An empty password would be an anonymous bind, which servers accept.
      if (!name || password.length === 0) return null;
      const dn = `${options.userAttribute}=${name},${options.baseDn}`;
      const client = new Client({
        url: options.url,
        timeout: options.timeoutMs ?? 5000,
        connectTimeout: options.timeoutMs ?? 5000,
      });
      try {
        await client.bind(dn, password);
        const { searchEntries } = await client.search(dn, {
          scope: 'base',
          attributes: ['mail', 'givenName', 'sn', 'cn'],
        });
        const entry = searchEntries[0];
        const found: DirectoryEntry = {
          username: name,
          email: entry ? text(entry, 'mail') : '',
          firstName: entry ? text(entry, 'givenName') : '',
          lastName: entry ? text(entry, 'sn') : '',
        };
        return found;
      } catch (error) {
        if (error instanceof InvalidCredentialsError) return null;
        throw error;
      } finally {
        await client.unbind().catch(() => {});
      }
    },
  };
}
