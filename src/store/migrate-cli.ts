import { MigrationError, copyStore } from './copy.js';
import { StoreError, reasonOf } from './errors.js';
import { backendOf, supportedSchemes } from './url.js';

/**
 * `npm run store:migrate -- FROM_URL TO_URL`: moves the bot from one store to another while it is stopped
 * (a source a running bot uses is refused); run again after a failure, it resumes.
 */
const [fromUrl, toUrl] = process.argv.slice(2);
if (!fromUrl || !toUrl || !backendOf(fromUrl) || !backendOf(toUrl)) {
  console.error(`usage: npm run store:migrate -- FROM_URL TO_URL (schemes: ${supportedSchemes.join(', ')})`);
  process.exit(2);
}
try {
  const { copied, total, resumed } = await copyStore(fromUrl, toUrl);
  const stores = `from the ${backendOf(fromUrl)} store to the ${backendOf(toUrl)} store`;
  console.log(
    resumed
      ? `Resumed: copied the remaining ${copied} of ${total} entries ${stores}.`
      : `Copied ${copied} entries ${stores}.`,
  );
} catch (error) {
  // The reason only: the URLs may carry passwords, and a stack helps nobody here.
  const known = error instanceof MigrationError || error instanceof StoreError;
  console.error(`The store was not migrated: ${known ? error.message : reasonOf(error)}`);
  process.exit(1);
}
