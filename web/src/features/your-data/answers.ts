import {
  DATA_REQUEST_DUE_DAYS,
  DATA_REQUEST_LINK_HOURS,
  DATA_REQUEST_MESSAGES,
  type DataRequestAnswer,
} from '@trusthive/contracts';
import { t } from '../../i18n';

/**
 * The service's two answers that are not errors (a link was sent; the request is confirmed)
 * come in the contract's English words: the page shows them in its own language. Any other
 * answer is shown as it came.
 */
export function answerInPageLanguage(answer: DataRequestAnswer): DataRequestAnswer {
  const { linkSent, verified } = DATA_REQUEST_MESSAGES;
  if (answer.title === linkSent.title && answer.message === linkSent.message) {
    return {
      title: t('forms.yourData.linkSent.title'),
      message: t('forms.yourData.linkSent.message', { hours: DATA_REQUEST_LINK_HOURS }),
    };
  }
  if (answer.title === verified.title && answer.message === verified.message) {
    return {
      title: t('forms.yourData.verified.title'),
      message: t('forms.yourData.verified.message', { days: DATA_REQUEST_DUE_DAYS }),
    };
  }
  return answer;
}
