import { createChatStream, wordTokens } from './chat-stream';

describe(createChatStream.name, () => {
  it('delivers tokens in order as they are produced and settles the result', async () => {
    const sut = createChatStream(async (emit) => {
      for (const token of ['a', 'b', 'c']) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        emit(token);
      }
      return { data: 'abc', provider: 'offline', model: 'm' };
    });
    const seen: string[] = [];
    for await (const token of sut) seen.push(token);
    expect(seen).toEqual(['a', 'b', 'c']);
    await expect(sut.result).resolves.toMatchObject({ data: 'abc' });
  });

  it('reports a producer failure to the reader after the tokens sent before it', async () => {
    const sut = createChatStream(async (emit) => {
      emit('partial');
      throw new Error('provider broke');
    });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const token of sut) seen.push(token);
      })(),
    ).rejects.toThrow('provider broke');
    expect(seen).toEqual(['partial']);
    await expect(sut.result).rejects.toThrow('provider broke');
  });

  it('splits text into word tokens that keep their spacing', () => {
    expect(wordTokens('Hello  wide world').join('')).toBe('Hello  wide world');
    expect(wordTokens('Hello  wide world')).toHaveLength(3);
  });
});
