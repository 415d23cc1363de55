import type { Response } from 'express';
import type { Download } from './chat-export';

/** Marks the response as a file to save under `download.filename`; answers its body. */
export function sendDownload(res: Response, download: Download): string {
  res.setHeader('Content-Type', download.contentType);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${download.filename}"; filename*=UTF-8''${encodeURIComponent(download.filename)}`,
  );
  res.setHeader('Cache-Control', 'no-store');
  return download.body;
}
