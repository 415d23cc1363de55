import {
  loadPlugins,
  PLUGIN_NAMES,
  PLUGIN_REGISTRY,
  PluginListError,
  type PluginEntry,
  type PluginName,
  resolvePluginNames,
} from './registry';

class Stub {}

/** The real requirements, with loaders that load nothing. */
const registry = Object.fromEntries(
  Object.entries(PLUGIN_REGISTRY).map(([name, entry]) => [
    name,
    { requires: entry.requires, load: () => Stub },
  ]),
) as Record<PluginName, PluginEntry>;

describe(loadPlugins.name, () => {
  it('loads a list that holds every requirement', () => {
    expect(loadPlugins(['credits', 'mentors', 'chat'], registry)).toEqual([Stub, Stub, Stub]);
  });

  it('refuses chat without credits and mentors, in one line naming all three', () => {
    expect(() => loadPlugins(['auth', 'chat'], registry)).toThrow(
      new PluginListError('PLUGINS: "chat" requires credits, mentors (add them to PLUGINS)'),
    );
  });

  it('names only what is missing', () => {
    expect(() => loadPlugins(['credits', 'chat'], registry)).toThrow(
      /^PLUGINS: "chat" requires mentors \(add them to PLUGINS\)$/,
    );
  });

  it('declares that every plugin it requires is a known plugin, and none requires itself', () => {
    for (const [name, entry] of Object.entries(PLUGIN_REGISTRY)) {
      expect(entry.requires).not.toContain(name);
      for (const required of entry.requires) expect(PLUGIN_REGISTRY[required]).toBeDefined();
    }
  });
});

describe(resolvePluginNames.name, () => {
  it('expands "all" to every plugin', () => {
    expect(resolvePluginNames('all')).toEqual([...PLUGIN_NAMES]);
  });

  it('names unknown plugins and lists the known ones', () => {
    expect(() => resolvePluginNames(['auth', 'guilds'])).toThrow(
      /^PLUGINS: unknown plugin\(s\): guilds; known: auth, credits, /,
    );
  });
});
