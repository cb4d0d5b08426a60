/**
 * The provider name of every row the generator writes in a provider's shape (GST registrations,
 * registry records, directors by DIN, directorships, charges). Each also has `stand_in` true,
 * so no page shows one as the GST network's or MCA's data, and --replace finds them by it.
 */
export const GENERATOR_PROVIDER = 'generator';
