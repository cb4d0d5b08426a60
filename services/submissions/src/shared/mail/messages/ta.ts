import { BULK_CHECK_RETENTION_DAYS, OWNER_SIGN_IN_LINK_MINUTES } from '@trusthive/contracts';
import {
  exportAttachment,
  link,
  paragraph,
  quote,
  steps,
  termIn,
  type Block,
  type MailLanguage,
} from './types';

// The mails in Tamil (issue 44): en.ts said in Tamil, polite (நீங்கள்), with the glossary's
// terms (web/src/locales/GLOSSARY.md). Names, references, reasons and links are the data's own.

/** A count as the mail shows it (Indian digit grouping). */
const n = (value: number) => value.toLocaleString('en-IN');
const WHAT_NEXT = 'அடுத்து என்ன நடக்கும்?';
const REASON = 'காரணம்';
const SHOWN = 'சுயவிவரம் இப்போது காட்டுவது';
const VIEW_PROFILE = 'சுயவிவரத்தைப் பார்க்கவும்';
const ownerSignIn = (signInUrl: string | undefined): Block[] =>
  signInUrl
    ? [
        paragraph(
          `TrustHive-இல் உங்கள் நிறுவனத்தை நிர்வகிக்கவும்: இந்த இணைப்பு உங்களை உங்கள் கணக்கில் உள்நுழையச் செய்யும். இது ஒருமுறை, ${OWNER_SIGN_IN_LINK_MINUTES} நிமிடங்களுக்கு மட்டுமே செயல்படும்; அதன் பிறகு புதிய இணைப்பைப் பெற, தளத்தில் "உள்நுழைக" என்பதைப் பயன்படுத்தவும்.`,
        ),
        link('உங்கள் கணக்கில் உள்நுழையவும்', signInUrl),
      ]
    : [];
const referenceLine = (reference: string) => paragraph(`உங்கள் குறிப்பு எண்: ${reference}`);

/** The profile's field labels (CORRECTION_FIELD_LABELS), by their English words. */
const FIELDS: Record<string, string> = {
  email: 'மின்னஞ்சல்',
  website: 'இணையதளம்',
  'registered office address': 'பதிவு அலுவலக முகவரி',
  'pin code': 'PIN குறியீடு',
  'business category': 'வணிக வகை',
};
/** The contact form's subjects (CONTACT_SUBJECTS), by their English words. */
const SUBJECTS: Record<string, string> = {
  'general inquiry': 'பொது விசாரணை',
  'business registration': 'வணிகப் பதிவு',
  'report a company': 'நிறுவனம் பற்றிப் புகார்',
  'technical support': 'தொழில்நுட்ப உதவி',
  feedback: 'கருத்து',
};
/** What a data request asks for, as the verify mail's sentence needs it. */
const ASKED_FOR: Record<string, string> = {
  access: 'அணுக',
  correction: 'திருத்த',
  erasure: 'அழிக்க',
};
/** A data request's kind, as the closing mail's sentence needs it. */
const REQUEST_KIND: Record<string, string> = {
  access: 'தரவு நகல்',
  correction: 'திருத்தக்',
  erasure: 'அழிப்புக்',
};
/** The erasure's outcome: staff write no note for it, the service says it (ERASED_OUTCOME). */
const ERASED =
  'இந்த மின்னஞ்சல் முகவரி குறித்து TrustHive வைத்திருந்த தனிப்பட்ட தரவை அழித்துவிட்டோம்; சட்டப்படி வைத்திருக்க வேண்டியவை மட்டும் விதிவிலக்கு (யார் என்ன முடிவு செய்தார்கள், நிறுவனங்களின் பதிவேட்டுத் தரவு).';

export const ta: MailLanguage = {
  tag: 'ta-IN',
  month: 'long',
  greeting: 'வணக்கம்,',
  signOff: ['அன்புடன்,', 'TrustHive குழு'],
  footer:
    'TrustHive படிவம் ஒன்றில் இந்த முகவரி கொடுக்கப்பட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது. இதற்குப் பதில் அனுப்ப வேண்டாம்; அதற்குப் பதிலாகத் தொடர்புப் பக்கம் வழியாக எங்களுக்கு எழுதுங்கள்.',
  templates: {
    'registration-received': ({ companyName, reference }, date) => ({
      subject: `பதிவு பெறப்பட்டது: ${companyName}`,
      blocks: [
        paragraph(`${companyName} நிறுவனத்தின் பதிவை ${date} அன்று பெற்றோம்.`),
        paragraph('உங்கள் நிறுவனப் பதிவு வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது; சரிபார்ப்புக்காகக் காத்திருக்கிறது.'),
        steps(WHAT_NEXT, [
          'எங்கள் குழு 1-3 வேலை நாட்களுக்குள் உங்கள் விவரங்களைச் சரிபார்க்கும்.',
          'சரிபார்க்கப்பட்டதும், உங்கள் நிறுவனச் சுயவிவரம் TrustHive-இல் வெளியிடப்படும்.',
          'முடிவு மின்னஞ்சல் மூலம் உங்களுக்குத் தெரிவிக்கப்படும்.',
        ]),
        referenceLine(reference),
      ],
    }),
    'registration-approved': ({ companyName, profileUrl, signInUrl }, date) => ({
      subject: `${companyName} இப்போது TrustHive-இல் வெளியிடப்பட்டது`,
      blocks: [
        paragraph(`${companyName} நிறுவனத்தின் பதிவை எங்கள் குழு ${date} அன்று சரிபார்த்தது.`),
        paragraph('உங்கள் நிறுவனச் சுயவிவரம் இப்போது TrustHive-இல் வெளியிடப்பட்டுள்ளது.'),
        link(VIEW_PROFILE, profileUrl),
        ...ownerSignIn(signInUrl),
      ],
    }),
    'registration-rejected': ({ companyName, reason }, date) => ({
      subject: `பதிவு அங்கீகரிக்கப்படவில்லை: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} நிறுவனத்தின் பதிவை எங்கள் குழு ${date} அன்று மதிப்பாய்வு செய்தது; அதை அங்கீகரிக்க இயலவில்லை.`,
        ),
        quote(REASON, reason),
        paragraph('திருத்திய விவரங்களுடன் நீங்கள் மீண்டும் பதிவு செய்யலாம்.'),
      ],
    }),
    'claim-received': ({ companyName, reference }, date) => ({
      subject: `உரிமைக் கோரிக்கை பெறப்பட்டது: ${companyName}`,
      blocks: [
        paragraph(`${companyName} நிறுவனத்திற்கான உங்கள் உரிமைக் கோரிக்கையை ${date} அன்று பெற்றோம்.`),
        paragraph(
          'உரிமைக் கோரிக்கை வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது! நாங்கள் மதிப்பாய்வு செய்து 24-48 மணி நேரத்திற்குள் உங்களைத் தொடர்புகொள்வோம்.',
        ),
        referenceLine(reference),
      ],
    }),
    'claim-approved': ({ companyName, profileUrl, signInUrl }, date) => ({
      subject: `உரிமைக் கோரிக்கை அங்கீகரிக்கப்பட்டது: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} நிறுவனத்திற்கான உங்கள் உரிமைக் கோரிக்கையை எங்கள் குழு ${date} அன்று அங்கீகரித்தது.`,
        ),
        paragraph('இந்த நிறுவனம் உரிமை கோரப்பட்டது என்று சுயவிவரம் இப்போது காட்டுகிறது.'),
        link(VIEW_PROFILE, profileUrl),
        ...ownerSignIn(signInUrl),
      ],
    }),
    'claim-rejected': ({ companyName, reason }, date) => ({
      subject: `உரிமைக் கோரிக்கை அங்கீகரிக்கப்படவில்லை: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} நிறுவனத்திற்கான உங்கள் உரிமைக் கோரிக்கையை எங்கள் குழு ${date} அன்று மதிப்பாய்வு செய்தது; அதை அங்கீகரிக்க இயலவில்லை.`,
        ),
        quote(REASON, reason),
      ],
    }),
    'report-received': ({ companyName, reference }, date) => ({
      subject: `புகார் பெறப்பட்டது: ${companyName}`,
      blocks: [
        paragraph(`${companyName} பற்றிய உங்கள் புகாரை ${date} அன்று பெற்றோம்.`),
        paragraph('உங்கள் புகாருக்கு நன்றி. எங்கள் குழு விரைவில் அதை மதிப்பாய்வு செய்யும்.'),
        steps(WHAT_NEXT, [
          'எங்கள் குழு 2-3 வேலை நாட்களுக்குள் உங்கள் புகாரை மதிப்பாய்வு செய்யும்.',
          'மேலும் தகவல் தேவைப்பட்டால் நாங்கள் உங்களைத் தொடர்புகொள்ளலாம்.',
          'புகார் உறுதிசெய்யப்பட்டால், நிறுவனத்தின் மீது உரிய நடவடிக்கை எடுப்போம்.',
          'உங்கள் புகாரின் நிலை குறித்த தகவல் மின்னஞ்சல் மூலம் உங்களுக்கு அனுப்பப்படும்.',
        ]),
        paragraph('உங்கள் அடையாளம் ரகசியமாக வைக்கப்படும்.'),
        referenceLine(reference),
      ],
    }),
    'report-upheld': ({ companyName, summary }, date) => ({
      subject: `புகார் உறுதிசெய்யப்பட்டது: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} பற்றிய உங்கள் புகாரை எங்கள் குழு மதிப்பாய்வு செய்து ${date} அன்று உறுதிசெய்தது.`,
        ),
        quote(SHOWN, summary),
        paragraph(
          'உங்கள் அடையாளம் ரகசியமாக வைக்கப்படும். TrustHive-ஐ நேர்மையாக வைத்திருக்க உதவியதற்கு நன்றி.',
        ),
      ],
    }),
    'report-upheld-owner': ({ companyName, summary, accountUrl }, date) => ({
      subject: `${companyName} பற்றிய ஒரு புகார் உறுதிசெய்யப்பட்டது`,
      blocks: [
        paragraph(
          `${companyName} பற்றிய ஒரு புகாரை எங்கள் குழு மதிப்பாய்வு செய்து ${date} அன்று உறுதிசெய்தது. நிறுவனத்தின் சுயவிவரம் இப்போது அதைக் கீழே உள்ள சுருக்கத்துடன் காட்டுகிறது; புகார் அளித்தவர் யார் என்பது ஒருபோதும் காட்டப்படாது.`,
        ),
        quote(SHOWN, summary),
        paragraph(
          'நீங்கள் இதற்குப் பொதுவில் பதிலளிக்கலாம்: உங்கள் கணக்கில் உள்நுழைந்து புகாருக்குப் பதில் எழுதுங்கள். ஒவ்வொரு பதிலும் புகாருக்கு அருகில் காட்டப்படுவதற்கு முன் எங்கள் குழு அதை மதிப்பாய்வு செய்யும்.',
        ),
        link('உங்கள் கணக்கிலிருந்து பதிலளிக்கவும்', accountUrl),
      ],
    }),
    'report-dismissed': ({ companyName, reason }, date) => ({
      subject: `புகார் மதிப்பாய்வு செய்யப்பட்டது: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} பற்றிய உங்கள் புகாரை எங்கள் குழு ${date} அன்று மதிப்பாய்வு செய்தது; எந்த நடவடிக்கையும் எடுக்கவில்லை.`,
        ),
        quote(REASON, reason),
      ],
    }),
    'correction-received': ({ companyName, field, reference }, date) => ({
      subject: `திருத்தக் கோரிக்கை பெறப்பட்டது: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} சுயவிவரத்தின் ${termIn(FIELDS, field)} குறித்த உங்கள் திருத்தத்தை ${date} அன்று பெற்றோம்.`,
        ),
        paragraph('எங்கள் குழு அதை மதிப்பாய்வு செய்து முடிவை மின்னஞ்சல் மூலம் தெரிவிக்கும்.'),
        referenceLine(reference),
      ],
    }),
    'correction-accepted': ({ companyName, field, profileUrl }, date) => ({
      subject: `திருத்தம் ஏற்கப்பட்டது: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} சுயவிவரத்தின் ${termIn(FIELDS, field)} குறித்த உங்கள் திருத்தத்தை எங்கள் குழு ${date} அன்று ஏற்றுக்கொண்டது.`,
        ),
        paragraph(
          `சுயவிவரம் இப்போது புதிய மதிப்பை "${date} அன்று திருத்தம் ஏற்கப்பட்டது" என்ற குறிப்புடன் காட்டுகிறது.`,
        ),
        link(VIEW_PROFILE, profileUrl),
      ],
    }),
    'correction-declined': ({ companyName, field, reason }, date) => ({
      subject: `திருத்தம் ஏற்கப்படவில்லை: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} சுயவிவரத்தின் ${termIn(FIELDS, field)} குறித்த உங்கள் திருத்தத்தை எங்கள் குழு ${date} அன்று மதிப்பாய்வு செய்தது; அதை ஏற்க இயலவில்லை.`,
        ),
        quote(REASON, reason),
      ],
    }),
    'owner-change-approved': ({ companyName, change, profileUrl }, date) => ({
      subject: `மாற்றம் அங்கீகரிக்கப்பட்டது: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} சுயவிவரத்தில் நீங்கள் செய்த மாற்றத்தை எங்கள் குழு ${date} அன்று அங்கீகரித்தது.`,
        ),
        quote('மாற்றம்', change),
        paragraph('சுயவிவரம் இப்போது அதைக் காட்டுகிறது; நம்பக மதிப்பெண் மீண்டும் கணக்கிடப்படுகிறது.'),
        link(VIEW_PROFILE, profileUrl),
      ],
    }),
    'owner-change-declined': ({ companyName, change, reason }, date) => ({
      subject: `மாற்றம் அங்கீகரிக்கப்படவில்லை: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} சுயவிவரத்தில் நீங்கள் செய்த மாற்றத்தை எங்கள் குழு ${date} அன்று மதிப்பாய்வு செய்தது; அதை அங்கீகரிக்க இயலவில்லை.`,
        ),
        quote('மாற்றம்', change),
        quote(REASON, reason),
      ],
    }),
    'reply-published': ({ companyName, profileUrl }, date) => ({
      subject: `பதில் வெளியிடப்பட்டது: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} பற்றிய ஒரு புகாருக்கு நீங்கள் அளித்த பதிலை எங்கள் குழு ${date} அன்று வெளியிட்டது.`,
        ),
        paragraph('சுயவிவரம் இப்போது அதைப் புகாரின் கீழ் காட்டுகிறது.'),
        link(VIEW_PROFILE, profileUrl),
      ],
    }),
    'reply-declined': ({ companyName, reason }, date) => ({
      subject: `பதில் வெளியிடப்படவில்லை: ${companyName}`,
      blocks: [
        paragraph(
          `${companyName} பற்றிய ஒரு புகாருக்கு நீங்கள் அளித்த பதிலை எங்கள் குழு ${date} அன்று மதிப்பாய்வு செய்தது; அதை வெளியிட இயலவில்லை.`,
        ),
        quote(REASON, reason),
        paragraph('உங்கள் கணக்கிலிருந்து புதிய பதிலை அனுப்பலாம்.'),
      ],
    }),
    'contact-received': ({ subject: sent, reference }, date) => {
      const subject = termIn(SUBJECTS, sent);
      return {
        subject: `உங்கள் செய்தியைப் பெற்றோம்: ${subject}`,
        blocks: [
          paragraph(`"${subject}" குறித்து TrustHive-க்கு நீங்கள் அனுப்பிய செய்தியை ${date} அன்று பெற்றோம்.`),
          paragraph('உங்கள் செய்திக்கு நன்றி. விரைவில் உங்களுக்குப் பதிலளிப்போம்.'),
          referenceLine(reference),
        ],
      };
    },
    'owner-sign-in-link': ({ signInUrl, minutes }) => ({
      subject: 'உங்கள் TrustHive உள்நுழைவு இணைப்பு',
      blocks: [
        paragraph('உங்கள் TrustHive கணக்கில் உள்நுழைய இந்த இணைப்பைப் பயன்படுத்தவும்.'),
        link('உள்நுழையவும்', signInUrl),
        paragraph(
          `இந்த இணைப்பு ஒருமுறை, ${minutes} நிமிடங்களுக்கு மட்டுமே செயல்படும். நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.`,
        ),
      ],
    }),
    'contact-email-confirm': ({ companyName, confirmUrl, hours }, date) => ({
      subject: `${companyName} நிறுவனத்தின் தொடர்பு மின்னஞ்சலை உறுதிப்படுத்தவும்`,
      blocks: [
        paragraph(
          `${date} அன்று TrustHive-இல் ${companyName} நிறுவனத்தின் உரிமையாளர், இந்த முகவரியை நிறுவனத்தின் தொடர்பு மின்னஞ்சலாகக் காட்டும்படி கேட்டார். நீங்கள் உறுதிப்படுத்திய பிறகே இது காட்டப்படும்.`,
        ),
        link('இந்த முகவரியை உறுதிப்படுத்தவும்', confirmUrl),
        paragraph(
          `இந்த இணைப்பு ஒருமுறை, ${hours} மணி நேரத்திற்கு மட்டுமே செயல்படும். நீங்கள் இதை எதிர்பார்க்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்; முகவரி காட்டப்படாது.`,
        ),
      ],
    }),
    'data-request-verify': ({ verifyUrl, kind, hours }) => ({
      subject: 'உங்கள் TrustHive தரவுக் கோரிக்கையை உறுதிப்படுத்தவும்',
      blocks: [
        paragraph(
          `இந்த மின்னஞ்சல் முகவரி குறித்து TrustHive வைத்திருக்கும் தனிப்பட்ட தரவை ${termIn(ASKED_FOR, kind)} யாரோ (நீங்களே என நம்புகிறோம்) கேட்டுள்ளனர். கோரிக்கையை உறுதிப்படுத்த இந்த இணைப்பைத் திறக்கவும்; அப்போதுதான் அது எங்கள் குழுவைச் சென்றடையும்.`,
        ),
        link('என் கோரிக்கையை உறுதிப்படுத்தவும்', verifyUrl),
        paragraph(
          `இந்த இணைப்பு ஒருமுறை, ${hours} மணி நேரத்திற்கு மட்டுமே செயல்படும். நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்: இணைப்பு இல்லாமல் எதுவும் நடக்காது.`,
        ),
      ],
    }),
    'data-request-export': ({ reference, exportJson }, date) => ({
      subject: `TrustHive வைத்திருக்கும் உங்கள் தரவு (${reference})`,
      blocks: [
        paragraph(
          `${date} அன்று நீங்கள் கேட்டபடி, இந்த மின்னஞ்சல் முகவரி குறித்து TrustHive வைத்திருக்கும் தனிப்பட்ட தரவின் நகல் JSON கோப்பாக இணைக்கப்பட்டுள்ளது.`,
        ),
        paragraph(
          'இதில் எதையாவது திருத்த அல்லது அழிக்க, "உங்கள் தரவு" பக்கத்திலிருந்து புதிய கோரிக்கையை அனுப்பவும்.',
        ),
        referenceLine(reference),
      ],
      attachments: [exportAttachment(reference, exportJson)],
    }),
    'data-request-closed': ({ reference, kind, outcome }, date) => ({
      subject: `உங்கள் தரவுக் கோரிக்கைக்குப் பதிலளிக்கப்பட்டது (${reference})`,
      blocks: [
        paragraph(
          `உங்கள் ${termIn(REQUEST_KIND, kind)} கோரிக்கைக்கு எங்கள் குழு ${date} அன்று பதிலளித்தது.`,
        ),
        quote('நாங்கள் செய்தது', kind === 'erasure' ? ERASED : outcome),
        referenceLine(reference),
      ],
    }),
    'bulk-check-done': (data) => ({
      subject: `உங்கள் மொத்தச் சரிபார்ப்பு முடிந்தது: ${data.fileName}`,
      blocks: [
        paragraph(
          `${data.fileName} கோப்பின் ${n(data.rows)} வரிசைகளைச் சரிபார்த்தோம்: ${n(data.matched)} ஒரு நிறுவனத்துடன் பொருந்தின, ${n(data.candidates)} வரிசைகளுக்குத் தேர்ந்தெடுக்க வாய்ப்புள்ள நிறுவனங்கள் உள்ளன, ${n(data.notFound)} கிடைக்கவில்லை, ${n(data.bad)} சரிபார்க்க முடியவில்லை (ஒவ்வொன்றும் அதன் வரிசை எண்ணுடனும் காரணத்துடனும்).`,
        ),
        link('முடிவைப் பார்த்துப் பதிவிறக்குங்கள்', data.resultUrl),
        paragraph(`முடிவு ${BULK_CHECK_RETENTION_DAYS} நாட்கள் வைக்கப்படும், பின்னர் கோப்புடன் நீக்கப்படும்.`),
      ],
    }),
  },
};
