/**
 * `npm run staff -- grant <account> adviser|teacher [--teacher <slug>]`,
 * `npm run staff -- revoke <account>`, `npm run staff -- list`: staff roles
 * of the /abc area, on the server's database. See docs/operations.md,
 * "Staff accounts".
 */
import { parseStaffArgs, STAFF_USAGE, UsageError } from './staff-args';
import { CommandError, openStaffDatabase, runStaffCommand } from './staff-command';

async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseStaffArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${STAFF_USAGE}`);
    return 2;
  }
  if (command.kind === 'help') {
    console.log(STAFF_USAGE);
    return 0;
  }
  let opened;
  try {
    opened = await openStaffDatabase();
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    console.error(err.message);
    return 1;
  }
  try {
    for (const line of await runStaffCommand(opened.db, command)) console.log(line);
    return 0;
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await opened.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
