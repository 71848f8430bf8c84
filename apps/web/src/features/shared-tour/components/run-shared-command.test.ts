import { describe, expect, it, vi } from 'vitest';
import { parseVoiceCommand } from '@roamcast/shared/logic/voice-commands';
import type { SpokenCommand } from '../../../components/tour-audio/voice-session';
import { runSharedCommand, type SharedTourControls } from './run-shared-command';

function controls(overrides: Partial<SharedTourControls> = {}): SharedTourControls {
  return {
    play: vi.fn(),
    pause: vi.fn(),
    seekTo: vi.fn(),
    next: vi.fn(),
    writeStory: vi.fn(() => true),
    currentTime: 50,
    duration: 120,
    ...overrides,
  };
}

const said = (transcript: string) => parseVoiceCommand(transcript) as SpokenCommand;

describe('voice commands on a shared tour', () => {
  it('plays, pauses and moves on to the next stop', () => {
    const page = controls();
    expect(runSharedCommand(said('play'), page)).toBeNull();
    expect(page.play).toHaveBeenCalledOnce();
    runSharedCommand(said('pause'), page);
    expect(page.pause).toHaveBeenCalledOnce();
    runSharedCommand(said('next'), page);
    expect(page.next).toHaveBeenCalledOnce();
  });

  it('skips forward and back by the spoken amount, within the narration', () => {
    const page = controls();
    runSharedCommand(said('skip forward 30 seconds'), page);
    expect(page.seekTo).toHaveBeenLastCalledWith(80);
    runSharedCommand(said('go back 15 seconds'), page);
    expect(page.seekTo).toHaveBeenLastCalledWith(35);
    runSharedCommand(said('skip forward 5 minutes'), page);
    expect(page.seekTo).toHaveBeenLastCalledWith(120);
    runSharedCommand(said('rewind 2 minutes'), page);
    expect(page.seekTo).toHaveBeenLastCalledWith(0);
  });

  it('asks for a missing story, and says when the stop already has one', () => {
    expect(runSharedCommand(said('generate'), controls())).toBeNull();
    expect(runSharedCommand(said('new narration'), controls({ writeStory: () => false }))).toEqual({
      key: 'sharedTour.voiceStoryThere',
    });
  });

  it('answers help, and says a place or theme is the Explorer’s to change', () => {
    expect(runSharedCommand(said('help'), controls())).toEqual({ key: 'sharedTour.voiceHelp' });
    expect(runSharedCommand(said('set location to Paris'), controls())).toMatchObject({
      key: 'sharedTour.voiceNotHere',
    });
    expect(runSharedCommand(said('change theme'), controls())).toMatchObject({ key: 'sharedTour.voiceNotHere' });
  });
});
