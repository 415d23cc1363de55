import { Injectable } from '@nestjs/common';
import { AiService, aiContextOf, type GeneratedPost } from '../../ai';
import {
  ThreadAi,
  type ReplyRequest,
  type ThreadAiRequest,
  type ThreadPostDraft,
  type ThreadSeed,
} from './rabbit-holes-ai.port';

/** ThreadAi on top of the AI layer, which also chooses who answers in group mode. */
@Injectable()
export class AiThreadAdapter extends ThreadAi {
  constructor(private readonly ai: AiService) {
    super();
  }

  async writeThread(
    original: ThreadSeed,
    req: ThreadAiRequest,
  ): Promise<{ posts: ThreadPostDraft[]; notice?: string }> {
    const result = await this.ai.generateThread(
      { originalPost: original },
      aiContextOf(req, 'rabbit-hole'),
    );
    return { posts: result.data.map((p) => toDraft(p, result.provider)), notice: result.notice };
  }

  async reply(
    input: ReplyRequest,
    req: ThreadAiRequest,
    onToken: (author: string, token: string) => void,
  ): Promise<{ posts: ThreadPostDraft[]; notice?: string }> {
    const result = await this.ai.replyInThread(
      {
        originalPost: { author: input.original.author, content: input.original.content },
        thread: input.history,
        userPost: input.userPost,
        replyToAuthor: input.replyToAuthor,
        oneOnOne: input.oneOnOne,
        figure: input.oneOnOne ? input.replyToAuthor : undefined,
      },
      aiContextOf(req, 'rabbit-hole-reply'),
      onToken,
    );
    return { posts: result.data.map((p) => toDraft(p, result.provider)), notice: result.notice };
  }
}

function toDraft(p: GeneratedPost, provider: string): ThreadPostDraft {
  return { ...p, sources: [...p.sources], provider };
}
