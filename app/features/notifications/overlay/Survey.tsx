import { useState } from 'react';
import { surveyComplete, type SurveyAnswers } from '../logic/notification-overlay.ts';
import { NOTIFICATION_TEXTS } from '../texts.ts';
import { Buttons } from './parts.tsx';
import type { Kind, NotificationOverlayProps } from './types.ts';

/** A survey: one radio group per question; the last answer completes it, 'Hide' puts it away. */
export function Survey({
  notification,
  onHide,
  onAnswered,
}: {
  notification: Kind<'SurveyNotification'>;
  onHide: () => void;
  onAnswered: NotificationOverlayProps['onSurveyAnswered'];
}) {
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [done, setDone] = useState(false);

  function choose(questionId: string, answerId: string) {
    if (done) return;
    const next = { ...answers, [questionId]: answerId };
    setAnswers(next);
    if (surveyComplete(notification.questions, next)) {
      setDone(true);
      onAnswered(notification, next);
    }
  }

  return (
    <>
      <p className="notification-text">{NOTIFICATION_TEXTS.surveyIntro}</p>
      {notification.questions.map((question) => (
        <fieldset key={question.id} className="notification-question">
          <legend>{question.name}</legend>
          {question.answers.map((answer) => (
            <label key={answer.id} className="notification-answer">
              <input
                type="radio"
                name={`${notification.id}-${question.id}`}
                value={answer.id}
                checked={answers[question.id] === answer.id}
                onChange={() => choose(question.id, answer.id)}
              />
              {answer.name}
            </label>
          ))}
        </fieldset>
      ))}
      <Buttons>
        <button type="button" onClick={onHide}>
          {NOTIFICATION_TEXTS.hide}
        </button>
      </Buttons>
    </>
  );
}
