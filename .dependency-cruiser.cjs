/**
 * `npm run lint` runs this: the source tree has no import circle and no arrow back up. Nothing in src/ imports
 * commands/: the command loader (src/discord/command-loader.ts) reads that directory at start.
 */
/**
 * The folders of src/ from the bottom up: a folder imports only folders of lower layers (and the root
 * modules: log, config, concurrency, background-loop, cache); the folders of one layer import none of each
 * other. What a lower layer needs from a higher one goes through a port it declares (the API layer's
 * `ApiCallRecorder`, Discord's `AuditLog`).
 */
const layers = [
  ['i18n'],
  ['api'],
  ['usage', 'mods', 'game'],
  ['store'],
  ['status', 'ops'],
  ['instance', 'render'],
  ['access'],
  ['discord'],
  ['delivery'],
  // The alert kinds: what each says, who gets it, how it reads; delivery is handed them, never imports them.
  ['alerts'],
  ['audit'],
  ['poller'],
  // The composition root's steps: they build everything below; only src/app.ts runs them.
  ['start'],
];

const layerRules = layers.flatMap((folders, level) => {
  const above = layers.slice(level + 1).flat();
  return folders.flatMap((folder) => {
    // A peer of the same layer is no more below it than above it.
    const unreachable = [...folders.filter((peer) => peer !== folder), ...above];
    return unreachable.length === 0
      ? []
      : [
          {
            name: `${folder}-looks-down`,
            comment: `src/${folder} imports only the layers below it, not ${unreachable.join(', ')}.`,
            severity: 'error',
            from: { path: `^src/${folder}/` },
            to: { path: `^src/(${unreachable.join('|')})/` },
          },
        ];
  });
});

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
      comment: 'commands/ sits on src/: the command loader reads it at start, no module of src/ imports it.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^commands/' },
    },
    ...layerRules,
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
        'src/delivery is the transport every post the bot makes on its own goes through: the poller, the ' +
        'alert kinds and the audit trail hand it what to post; it never reaches back into them.',
      severity: 'error',
      from: { path: '^src/delivery/' },
      to: { path: '^src/(poller|alerts|audit)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a circle of types is still a circle a reader has to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
