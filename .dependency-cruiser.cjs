/**
 * `npm run lint` runs this: the source tree has no import circle and no arrow back up. The entry points
 * (src/main.ts, src/app.ts, src/deploy-commands.ts) wire the command set in and are the only ones that may.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle makes load order matter and hides which module owns a name.',
      severity: 'error',
      from: { path: '^(src|commands)/' },
      to: { circular: true },
    },
    {
      name: 'src-not-to-commands',
      comment: 'commands/ sits on src/; only the entry points that assemble the bot import it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(main|app|deploy-commands)[.]ts$' },
      to: { path: '^commands/' },
    },
    {
      name: 'api-looks-down',
      comment:
        'src/api is the bottom layer: it knows nothing of Discord, the store or ops; what it reports goes through ports.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^(src/(?!api/)[^/]+/|commands/)' },
    },
    {
      name: 'not-to-tests',
      comment: 'Shipped code never depends on test or benchmark helpers.',
      severity: 'error',
      from: { path: '^(src|commands)/' },
      to: { path: '^(test|bench)/' },
    },
    {
      name: 'delivery-below-its-producers',
      comment:
        'src/delivery is the transport every post the bot makes on its own goes through: the poller and the ' +
        'audit trail hand it what to post; it never reaches back into them.',
      severity: 'error',
      from: { path: '^src/delivery/' },
      to: { path: '^src/(poller|audit)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a circle of types is still a circle a reader has to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
