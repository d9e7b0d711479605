/**
 * What the decoders understood of answers the spec (docs/hosting-api.md) does not fully show: which spelling
 * of each part they recognised, and where they fell back on a guess or found nothing. The decoders fill it as
 * they read, so `npm run api:check` and the start-up summary tell what decoding did, not a second opinion of
 * it.
 */

/** The answers the decoders read, by endpoint. */
export type DecodedEndpoint = 'servers.list' | 'servers.get' | 'activity' | 'resources' | 'mods.search';

/**
 * `recognised`: a documented or declared spelling was read; `fallback`: something was guessed or derived
 * (a bare number's unit, a hash for a missing id, "more while the page is full"); `missing`: nothing was
 * found.
 */
export type RecognitionKind = 'recognised' | 'fallback' | 'missing';

/** One finding: the part of the answer (`aspect`) and what was found there, in a few words. */
type RecognitionNote = { aspect: string; found: string; kind: RecognitionKind };

/** Where a decoder reports; decoders called without one report nowhere. */
export type RecognitionSink = (note: RecognitionNote) => void;

export type AspectFindings = { aspect: string; kind: RecognitionKind; found: string[] };

/** The findings of one endpoint's answers, each aspect once with every distinct thing found there. */
export type EndpointFindings = { endpoint: DecodedEndpoint; aspects: AspectFindings[] };

/** How much a kind weighs when one aspect saw several: a single fallback is worth telling. */
const weight: Record<RecognitionKind, number> = { recognised: 0, fallback: 1, missing: 2 };

/** A distinct value is kept up to this many times per aspect, so a long list reads in a minute. */
const maxFoundPerAspect = 12;

export class RecognitionReport {
  private readonly findings = new Map<DecodedEndpoint, Map<string, AspectFindings>>();

  sinkFor(endpoint: DecodedEndpoint): RecognitionSink {
    return ({ aspect, found, kind }) => {
      let aspects = this.findings.get(endpoint);
      if (aspects === undefined) {
        aspects = new Map();
        this.findings.set(endpoint, aspects);
      }
      const key = `${kind}\u0000${aspect}`;
      const known = aspects.get(key) ?? { aspect, kind, found: [] };
      aspects.set(key, known);
      if (!known.found.includes(found) && known.found.length < maxFoundPerAspect) known.found.push(found);
    };
  }

  /** Per endpoint, in the order first read; within one, aspects in the order first found. */
  endpoints(): EndpointFindings[] {
    return [...this.findings].map(([endpoint, aspects]) => ({ endpoint, aspects: [...aspects.values()] }));
  }

  /** The findings of one aspect of an endpoint, the worst kind first. */
  aspect(endpoint: DecodedEndpoint, aspect: string): AspectFindings[] {
    return [...(this.findings.get(endpoint)?.values() ?? [])]
      .filter((findings) => findings.aspect === aspect)
      .sort((a, b) => weight[b.kind] - weight[a.kind]);
  }
}

/** A sink that reports nowhere, so decoders need not check for one. */
export const noRecognition: RecognitionSink = () => {};
