import { parseArgs } from 'node:util';
import { LANGUAGES, type Language } from '@mp/contract/constants';
import { emailField, nameField } from '@mp/contract/fields';
import { STAFF_SETUP_LINK_HOURS } from '@mp/contract/staff/constants';
import { isStaffRole, STAFF_ROLES } from '@mp/contract/staff/permissions';
import { ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './db/client.ts';
import { createStaffService } from './modules/staff/staff-service.ts';
import { createRateLimits } from './platform/rate-limit.ts';

/**
 * `npm run staff:create -- --email a@b.c --role admin [--name "..."] [--language es]`: the first
 * admin (or any staff account) in the configured database, or a new setup link for an existing
 * one. Prints the one-time link; nothing is e-mailed.
 */
const USAGE = `usage: npm run staff:create -- --email <address> --role <${STAFF_ROLES.join('|')}> [--name "<name>"] [--language <${LANGUAGES.join('|')}>]`;

function fail(message: string): never {
  process.stderr.write(`\n${message}\n`);
  process.exit(1);
}

async function main() {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        language: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) fail(`--email must be an e-mail address.\n${USAGE}`);
  const role = String(values.role ?? '');
  if (!isStaffRole(role)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}.\n${USAGE}`);
  const language = String(values.language ?? 'en');
  if (!(LANGUAGES as readonly string[]).includes(language)) {
    fail(`--language must be one of ${LANGUAGES.join(', ')}.\n${USAGE}`);
  }
  const name = nameField.safeParse(values.name ?? email.data.split('@')[0] ?? 'Admin');
  if (!name.success) fail(`--name is not a valid name.\n${USAGE}`);

  const config = loadConfig();
  let database: DatabaseHandle;
  try {
    database =
      config.database.kind === 'postgres'
        ? openPostgres(config.database.url, 2, config.database.timeouts)
        : await openPglite({ dataDir: config.database.dataDir });
  } catch (error) {
    // PGlite: the server holds the data folder and shares it with no one.
    const message = error instanceof Error ? error.message : String(error);
    fail(
      message.startsWith('DATA_DIR')
        ? `${message}\nThe embedded database serves one process at a time: stop the server, run this command, then start the server again.`
        : message,
    );
  }
  try {
    await database.migrate();
    const limits = createRateLimits({ secret: config.secret });
    const staff = createStaffService({
      db: database.db,
      config,
      limits,
      kickMail: () => {},
    });
    const { url, account, isNew } = await staff.createOrRelink({
      email: email.data,
      role,
      name: name.data,
      language: language as Language,
    });
    await limits.close();
    const lines = [
      '',
      isNew
        ? `  Staff account created: ${account.email} (${account.role})`
        : `  ${account.email} already exists (${account.role}, ${account.status}): a new setup link replaces the earlier ones.`,
      `  Open this link to set the password (valid ${STAFF_SETUP_LINK_HOURS} hours, once):`,
      '',
      `    ${url}`,
      '',
      '  The authenticator app is set up at the first sign-in.',
      '',
    ];
    process.stdout.write(lines.join('\n'));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`\nstaff:create failed.\n${message}\n`);
  process.exit(1);
});
