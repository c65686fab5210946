/**
 * A site command's entry (`npm run leads`, `staff`, `mail`): runs `main` with the arguments after `--`; a failure is
 * said on stderr as "<name>: <message>", with exit code 1. Exported by each command, so tests can run it in their
 * own process.
 */
export const command =
  (name: string, main: (argv: string[]) => Promise<void>) =>
  (argv: string[]): Promise<void> =>
    main(argv).catch((error: unknown) => {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    });
