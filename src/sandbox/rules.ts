import type { Catalogue } from './catalogue.js';
import type { CatalogueEntry, CatalogueFile } from './catalogue-model.js';
import { ApiError } from './errors.js';
import { isInstalling, isSuspended, type Reseller, type ServerRecord } from './records.js';
import type { InstallModInput } from './validation.js';

export const defaultRamLimitGb = 64;
const ramStepGb = 0.5;
const minRamGb = 1;
const maxRamGb = 32;

/** Refuses a size the plans do not sell, or one that takes the reseller past its RAM limit. */
export function checkRam(
  servers: Iterable<ServerRecord>,
  owner: Reseller,
  ramGb: number,
  resized?: ServerRecord,
): void {
  if (!Number.isInteger(ramGb / ramStepGb)) {
    throw new ApiError(400, 'INVALID_RAM', `RAM must be a multiple of ${ramStepGb} GB; ${ramGb} GB is not`);
  }
  if (ramGb < minRamGb) throw new ApiError(400, 'BELOW_MIN_RAM', `RAM must be at least ${minRamGb} GB`);
  if (ramGb > maxRamGb) throw new ApiError(400, 'ABOVE_MAX_RAM', `RAM must be at most ${maxRamGb} GB`);
  let totalGb = ramGb;
  for (const record of servers) {
    if (record.owner === owner && record !== resized) totalGb += record.ramGb;
  }
  if (totalGb > owner.ramLimitGb) {
    throw new ApiError(
      400,
      'RAM_LIMIT_EXCEEDED',
      `This would bring the reseller's RAM to ${totalGb} GB, above its limit of ${owner.ramLimitGb} GB`,
    );
  }
}

export function assertWritable(record: ServerRecord): void {
  if (isSuspended(record.status)) {
    throw new ApiError(409, 'SERVER_SUSPENDED', 'The server is suspended; write access is blocked');
  }
  if (isInstalling(record.status)) {
    throw new ApiError(409, 'SERVER_INSTALLING', 'The server is still being set up; try again shortly');
  }
}

/** The catalogue entry and file an install names, if they exist and may be installed. */
export function installableFile(
  catalogue: Catalogue,
  input: InstallModInput,
): { entry: CatalogueEntry; file: CatalogueFile } {
  const entry = catalogue.find(input.provider, input.type, input.modId);
  if (entry === undefined)
    throw new ApiError(404, 'NOT_FOUND', `No ${input.type} with id ${input.modId} at ${input.provider}`);
  const file = entry.files.find((candidate) => candidate.id === input.fileId);
  if (file === undefined)
    throw new ApiError(404, 'NOT_FOUND', `${entry.name} has no file with id ${input.fileId}`);
  if (!entry.distributionAllowed) {
    throw new ApiError(
      403,
      'DISTRIBUTION_RESTRICTED',
      `The author of ${entry.name} does not allow third-party downloads`,
    );
  }
  if (entry.uploadFails)
    throw new ApiError(500, 'UPLOAD_FAILED', `Uploading ${file.fileName} to the server failed`);
  return { entry, file };
}

/** How provisioning ends unless a test says otherwise: a name containing "fail" fails. */
export function naturalOutcome(record: ServerRecord): 'ready' | 'failed' {
  return /fail/i.test(record.name) ? 'failed' : 'ready';
}
