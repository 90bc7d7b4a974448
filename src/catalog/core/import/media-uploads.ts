// The upload step of an import (README "Local images"): before a product is written, each local file its media names
// (a `file:` URL made by media-cell.ts) is uploaded through the Media Manager's upload flow
// (client/resources/media-files.ts) and the plan carries the uploaded file's URL instead, attached as any remote URL
// is. Each distinct file (by content) is uploaded once per store: in this run, by one promise per content hash; across
// runs, by the upload record (upload-record.ts). A dry run uploads nothing: it counts the uploads and their requests,
// and plans with the URL an earlier run got, or the file's own URL (which no product has, so it shows as a change).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { MediaFilesResource } from '../../../client/resources/media-files.js';
import type { PlannedRequests } from '../request-estimate.js';
import { checkLocalMediaFile } from './local-media-file.js';
import { isLocalMedia, localMediaPath } from './media-cell.js';
import type { ProductPlan } from './plan.js';
import type { UploadRecord } from './upload-record.js';

/** Requests one upload costs: Generate File Upload URL, then the PUT of the bytes. */
export const UPLOAD_CALLS = 2;

export class MediaUploads {
  /** Files uploaded by this run (a dry run: files it would upload). */
  uploads = 0;
  private readonly byContent = new Map<string, Promise<string>>();
  /** A file many products name is read and hashed once. */
  private readonly byPath = new Map<string, Promise<string>>();

  constructor(
    private readonly files: MediaFilesResource,
    private readonly record: UploadRecord,
    private readonly options: { dryRun: boolean; planned?: PlannedRequests },
  ) {}

  /** The plan with each local file's media item replaced by its uploaded URL. */
  async resolve(plan: ProductPlan): Promise<ProductPlan> {
    if (!plan.media?.some(isLocalMedia)) return plan;
    const media = await Promise.all(plan.media.map((item) => (isLocalMedia(item) ? this.urlOf(item) : item)));
    return { ...plan, media };
  }

  private urlOf(item: string): Promise<string> {
    let url = this.byPath.get(item);
    if (!url) {
      url = this.urlOfContent(item);
      this.byPath.set(item, url);
    }
    return url;
  }

  private async urlOfContent(item: string): Promise<string> {
    const path = localMediaPath(item);
    const data = await readFile(path);
    const sha256 = createHash('sha256').update(data).digest('hex');
    let url = this.byContent.get(sha256);
    if (!url) {
      url = this.upload(item, path, sha256, data);
      this.byContent.set(sha256, url);
    }
    return url;
  }

  private async upload(item: string, path: string, sha256: string, data: Buffer): Promise<string> {
    const known = this.record.get(sha256);
    if (known) return known.url;
    this.uploads++;
    if (this.options.dryRun) {
      this.options.planned?.add(UPLOAD_CALLS);
      return item;
    }
    // Checked again: the file may have changed since the dry run or the validation pass.
    const checked = checkLocalMediaFile(path, path);
    if (checked.problem !== undefined) throw new Error(checked.problem);
    const file = await this.files.upload({ fileName: basename(path), mimeType: checked.mimeType, data });
    this.record.add({ sha256, id: file.id, url: file.url });
    return file.url;
  }
}
