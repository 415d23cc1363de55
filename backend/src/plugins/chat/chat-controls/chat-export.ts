import type { ChatDetail, ChatExportFormat } from '@agora/contracts';

export interface Download {
  filename: string;
  contentType: string;
  body: string;
}

/** A chat as a file the learner keeps: Markdown to read, JSON to process. */
export function exportChat(
  chat: ChatDetail,
  personaName: string,
  format: ChatExportFormat,
  now: Date,
): Download {
  const base = `${slugOf(chat.title) || 'chat'}-${now.toISOString().slice(0, 10)}`;
  if (format === 'json')
    return {
      filename: `${base}.json`,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(
        {
          format: 'agora-chat',
          version: 1,
          title: chat.title,
          persona: chat.persona,
          personaName,
          createdAt: chat.createdAt,
          exportedAt: now.toISOString(),
          messages: chat.messages.map((m) => ({
            role: m.role,
            content: m.content,
            createdAt: m.createdAt,
            ...(m.emotion ? { emotion: m.emotion } : {}),
            ...(m.sources?.length ? { sources: m.sources } : {}),
            ...(m.claimKind ? { claimKind: m.claimKind } : {}),
            ...(m.imageUrl ? { imageUrl: m.imageUrl } : {}),
            ...(m.audioUrl ? { audioUrl: m.audioUrl } : {}),
          })),
        },
        null,
        2,
      ),
    };
  const lines = [
    `# ${chat.title || personaName}`,
    '',
    `*${personaName} · ${chat.createdAt.slice(0, 10)}*`,
  ];
  for (const m of chat.messages)
    lines.push(
      '',
      `**${m.role === 'user' ? (m.authorName ?? 'You') : personaName}** (${m.createdAt.slice(0, 16).replace('T', ' ')})`,
      '',
      m.content,
    );
  return {
    filename: `${base}.md`,
    contentType: 'text/markdown; charset=utf-8',
    body: `${lines.join('\n')}\n`,
  };
}

function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60);
}
