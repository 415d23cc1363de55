import type { PluginName } from '../core/config/config.schema';
import { loadPlugins, MissingPluginError, PLUGIN_REGISTRY, type PluginEntry } from './registry';

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
      new MissingPluginError('PLUGINS: "chat" requires credits, mentors (add them to PLUGINS)'),
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
