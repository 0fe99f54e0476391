/** The PostgreSQL server tests create their databases on (this machine's server by default). */
export const testServerUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const TEMPLATE_DB = 'portal_test_template';

export const databaseUrl = (name: string): string => {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
};
