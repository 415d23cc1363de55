/**
 * What a plugin asks the AI layer for; kept on every `ai_calls` row. A new feature adds its name
 * here, so the admin AI-costs view can tell features apart.
 */
export type AiFeature =
  /** feed: the explore pool and on-demand topic posts. */
  | 'explore'
  /** feed: question analysis and the posts that answer a question. */
  | 'question'
  /** rabbit-holes: the deep-dive thread about a post. */
  | 'rabbit-hole'
  /** rabbit-holes: figures answering a learner's reply. */
  | 'rabbit-hole-reply'
  /** chat: a figure's streamed answer, its voice and its pictures. */
  | 'chat-message'
  | 'voice-message'
  | 'image-generation'
  /** The personalised home feed. */
  | 'home-feed'
  /** Study groups: figures answering in a group's chat. */
  | 'group-chat'
  /** The agent feed: research agents' posts. */
  | 'agent-feed';

/** The kind of work one engine call does (the `operation` column of `ai_calls`). */
export type AiOperation =
  | 'posts'
  | 'analyze-question'
  | 'thread'
  | 'thread-reply'
  | 'agent-posts'
  /** The agent feed's stages: panel and research, one draft per agent, the peer review. */
  | 'agent-panel'
  | 'agent-draft'
  | 'agent-research'
  | 'agent-review'
  | 'chat'
  | 'speech'
  /** Speech to text: what a voice message says. */
  | 'transcription'
  | 'image';
