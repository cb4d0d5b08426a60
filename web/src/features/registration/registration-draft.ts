import { initialRegistrationForm, type RegistrationFormState } from './registration-form';

// The wizard's draft survives a refresh and Back/Forward through its steps: it lives in this
// tab's session storage (gone with the tab, never shared with another). Uploaded logos are
// left out: a file must be chosen again, and its delete token stays in memory only.

const DRAFT_KEY = 'trusthive.registration-draft';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off; the wizard then simply does not keep a draft.
    return null;
  }
}

/** The form as it can be kept: everything typed or chosen, no uploaded files. */
function withoutFiles(form: RegistrationFormState): RegistrationFormState {
  return {
    ...form,
    logo: null,
    brands: form.brands.map((brand) => ({ ...brand, logo: null })),
  };
}

export function saveRegistrationDraft(form: RegistrationFormState): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(withoutFiles(form)));
  } catch {
    // A full or blocked storage loses the draft, never the form on screen.
  }
}

/** The kept draft over the empty form (so a field added later starts empty), or null. */
export function loadRegistrationDraft(): RegistrationFormState | null {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<RegistrationFormState>;
    if (typeof draft !== 'object' || draft === null) return null;
    return withoutFiles({ ...initialRegistrationForm, ...draft });
  } catch {
    return null;
  }
}

export function clearRegistrationDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
}

/** True once anything differs from the empty form: what a warning before leaving protects. */
export function hasUnsavedInput(form: RegistrationFormState): boolean {
  return JSON.stringify(form) !== JSON.stringify(initialRegistrationForm);
}
