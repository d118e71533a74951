// Command-line entry (dist/cli.js). Subcommands land with the audit issue.
process.stdout.write('brand-visibility: no command yet\n');
