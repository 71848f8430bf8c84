import type { VoiceCommand } from '@roamcast/shared/logic/voice-commands';
import type { ExplorerVoiceActions } from './explorer-voice-actions';

/** What is left for the voice control to do once the Explorer has been told. */
export type VoiceCommandOutcome =
  { kind: 'done' } | { kind: 'help' } | { kind: 'question'; question: string } | { kind: 'unrecognized' };

/** Hands a parsed command to the Explorer; help, questions and unknown text stay with the voice control. */
export function runVoiceCommand(command: VoiceCommand, actions: ExplorerVoiceActions): VoiceCommandOutcome {
  switch (command.type) {
    case 'set_location':
      actions.setLocation(command.location);
      return { kind: 'done' };
    case 'set_theme':
      actions.setTheme(command.theme);
      return { kind: 'done' };
    case 'play':
      actions.play();
      return { kind: 'done' };
    case 'pause':
      actions.pause();
      return { kind: 'done' };
    case 'skip_forward':
      actions.skip(command.seconds);
      return { kind: 'done' };
    case 'skip_back':
      actions.skip(-command.seconds);
      return { kind: 'done' };
    case 'next_segment':
      actions.next();
      return { kind: 'done' };
    case 'generate':
      actions.generate();
      return { kind: 'done' };
    case 'help':
      return { kind: 'help' };
    case 'question':
      return { kind: 'question', question: command.question };
    case 'unrecognized':
      return { kind: 'unrecognized' };
  }
}
