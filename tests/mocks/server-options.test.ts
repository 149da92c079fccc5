import { describe, expect, it } from 'vitest';
import { OptionError, readCommandLine } from '../../scripts/mock-server/options.ts';

// The options `npm run mock:server` and `npm run preview:prod` share, read in one place: each bad value is refused
// with a message that names the option and what it must be.

const defaults = { port: 4400, persona: 'core-subscriber' } as const;
const own = { seed: { type: 'string' }, 'signed-out': { type: 'boolean' } } as const;

function read(argv: string[]) {
  return readCommandLine(argv, own, defaults);
}

describe('the mock servers’ shared command line', () => {
  it('takes the defaults when nothing is given', () => {
    const line = read([]);
    expect(line).toMatchObject({ help: false, world: { port: 4400, persona: 'core-subscriber', faults: {}, origins: undefined, token: undefined } });
  });

  it('reads every shared option and passes a command’s own through', () => {
    const line = read(['--port', '0', '--host', '0.0.0.0', '--scenario', 'visitor', '--faults', 'Page:delay=2000', '--origin', 'http://a.test', '--origin', 'http://b.test', '--token', 'secret-123', '--seed', '7', '--signed-out']);
    if (line.help) throw new Error('not help');
    expect(line.world).toMatchObject({ port: 0, host: '0.0.0.0', persona: 'visitor', origins: ['http://a.test', 'http://b.test'], token: 'secret-123' });
    expect(Object.keys(line.world.faults)).toEqual(['Page']);
    expect(line.values).toMatchObject({ seed: '7', 'signed-out': true });
  });

  it('answers --help without checking the rest', () => {
    expect(read(['--help', '--port', 'soon'])).toEqual({ help: true });
  });

  it.each([
    [['--port', 'soon'], '--port must be a whole number, got "soon".'],
    [['--port=-1'], '--port must be a whole number, got "-1".'],
    [['--port', ''], '--port must be a whole number, got "".'],
    [['--port', '70000'], '--port must be a port number (0–65535), got "70000".'],
    [['--scenario', 'nobody'], 'unknown scenario "nobody".'],
    [['--token', 'short'], '--token must be at least 8 visible characters with no spaces.'],
    [['--token', 'has a space'], '--token must be at least 8 visible characters with no spaces.'],
    [['--colour', 'red'], /Unknown option '--colour'/],
    [['stray'], /positional argument/],
    [['--faults', 'Page:'], /Page/],
  ])('%j is refused: %s', (argv, message) => {
    expect(() => read(argv)).toThrow(OptionError);
    expect(() => read(argv)).toThrow(message);
  });
});
