import type { ReactNode, Ref } from 'react';
import { t } from '../../../i18n';
import { CLAIM_STEPS, type ClaimStep } from './claim-progress';

type ClaimStepFieldsetProps = {
  step: ClaimStep;
  /** The step on screen: the others stay mounted, hidden, so what was typed there is kept. */
  current: ClaimStep;
  title: string;
  /** The heading a move to this step focuses, so screen readers announce where the user is. */
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** One step of the claim: its fields under a legend named like the progress list, and a heading. */
export function ClaimStepFieldset({
  step,
  current,
  title,
  headingRef,
  children,
}: ClaimStepFieldsetProps) {
  return (
    <fieldset className="claim-step" hidden={step !== current}>
      <legend className="visually-hidden">{t(CLAIM_STEPS[step - 1]!.label)}</legend>
      <h2 className="submission-card__title" tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      {children}
    </fieldset>
  );
}
