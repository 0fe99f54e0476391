import { inject } from 'vitest';

/** The PostgreSQL server tests create their databases on (this machine's server by default). */
export const testServerUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/** The migrated template of this test run, named by the global setup (one per run). */
export const templateDatabase = (): string => inject('templateDatabase');

export const databaseUrl = (name: string): string => {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
};
