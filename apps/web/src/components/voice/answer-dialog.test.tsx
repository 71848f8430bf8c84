import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AnswerDialog } from './answer-dialog';

const ANSWER = { question: 'When was it built?', answer: 'It was finished in 1889.', audioUrl: null };

describe('the answer dialog’s AI label', () => {
  it('says a model wrote the answer', () => {
    render(<AnswerDialog answer={{ ...ANSWER, aiWritten: true }} onClose={() => undefined} />);
    expect(screen.getByText('It was finished in 1889.')).toBeInTheDocument();
    expect(screen.getByTestId('ai-written')).toHaveTextContent('This answer was written by an AI system');
  });

  it('says nothing of AI for the offline answerer’s answer', () => {
    render(<AnswerDialog answer={{ ...ANSWER, aiWritten: false }} onClose={() => undefined} />);
    expect(screen.getByText('It was finished in 1889.')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-written')).toBeNull();
  });
});
