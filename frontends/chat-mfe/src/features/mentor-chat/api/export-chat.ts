import type { ChatExportFormat } from '@agora/contracts';
import { saveDownload } from '../../../lib/save-download';

export const exportChatUrl = (chatId: string, format: ChatExportFormat) =>
  `/api/chats/${encodeURIComponent(chatId)}/export?format=${format}`;

/**
 * Downloads the chat as Markdown or JSON: the browser follows a link to the export, which the
 * server marks as an attachment (with its file name), so nothing is read into the page.
 */
export function downloadChat(chatId: string, format: ChatExportFormat): void {
  saveDownload(exportChatUrl(chatId, format));
}
