// Issue 18's corrections: what the public profile shows (the correctable fields, their
// labels and texts, the accepted-correction note) apart from the visitor's request form, so
// the profile's bundle carries the texts without the form's schema.
export * from './profile';
export * from './request';
