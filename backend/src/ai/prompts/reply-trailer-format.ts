/** The model ends its answer with this marker and a JSON line of sources and claim kind, which listeners never see. */
export const TRAILER_MARKER = '\n##';

export const TRAILER_INSTRUCTION = `After the answer, write a new line starting with ## followed by JSON: {"sources": [works or records you drew on], "claimKind": "documented"|"inference"|"role-play"}.`;
