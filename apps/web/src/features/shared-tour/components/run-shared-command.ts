import type { SpokenCommand, VoiceNotice } from '../../../components/tour-audio/voice-session';

/** What a spoken command may do on the shared tour page. */
export interface SharedTourControls {
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  currentTime: number;
  duration: number;
  next(): void;
  /** Asks for the stop's story when it has none; false when it already has one. */
  writeStory(): boolean;
}

/**
 * SPEC §4 voice commands on a shared tour: play, pause, skip forward and back, next stop, a story for
 * a stop without one, and help. Setting a place or a theme belongs to the Explorer, and says so.
 */
export function runSharedCommand(command: SpokenCommand, controls: SharedTourControls): VoiceNotice {
  switch (command.type) {
    case 'play':
      controls.play();
      return null;
    case 'pause':
      controls.pause();
      return null;
    case 'skip_forward':
      controls.seekTo(Math.min(controls.duration || Infinity, controls.currentTime + command.seconds));
      return null;
    case 'skip_back':
      controls.seekTo(Math.max(0, controls.currentTime - command.seconds));
      return null;
    case 'next_segment':
      controls.next();
      return null;
    case 'generate':
      return controls.writeStory() ? null : { key: 'sharedTour.voiceStoryThere' };
    case 'help':
      return { key: 'sharedTour.voiceHelp' };
    case 'set_location':
    case 'set_theme':
      return { key: 'sharedTour.voiceNotHere', error: true };
  }
}
