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

// The mails in Hindi (issue 44): en.ts said in Hindi, polite (आप), with the glossary's terms
// (web/src/locales/GLOSSARY.md). Names, references, reasons and links are the data's own.

/** A count as the mail shows it (Indian digit grouping). */
const n = (value: number) => value.toLocaleString('en-IN');
const WHAT_NEXT = 'आगे क्या होगा?';
const REASON = 'कारण';
const SHOWN = 'प्रोफ़ाइल पर अब यह दिखता है';
const VIEW_PROFILE = 'प्रोफ़ाइल देखें';
const ownerSignIn = (signInUrl: string | undefined): Block[] =>
  signInUrl
    ? [
        paragraph(
          `TrustHive पर अपनी कंपनी संभालें: यह लिंक आपको आपके खाते में साइन इन कराता है। यह एक बार, ${OWNER_SIGN_IN_LINK_MINUTES} मिनट तक काम करता है; उसके बाद नया लिंक पाने के लिए साइट पर "साइन इन" का उपयोग करें।`,
        ),
        link('अपने खाते में साइन इन करें', signInUrl),
      ]
    : [];
const referenceLine = (reference: string) => paragraph(`आपकी संदर्भ संख्या: ${reference}`);

/** The profile's field labels (CORRECTION_FIELD_LABELS), by their English words. */
const FIELDS: Record<string, string> = {
  email: 'ई-मेल',
  website: 'वेबसाइट',
  'registered office address': 'पंजीकृत कार्यालय का पता',
  'pin code': 'PIN कोड',
  'business category': 'व्यवसाय श्रेणी',
};
/** The contact form's subjects (CONTACT_SUBJECTS), by their English words. */
const SUBJECTS: Record<string, string> = {
  'general inquiry': 'सामान्य पूछताछ',
  'business registration': 'व्यवसाय पंजीकरण',
  'report a company': 'कंपनी की शिकायत',
  'technical support': 'तकनीकी सहायता',
  feedback: 'प्रतिक्रिया',
};
/** What a data request asks for, as the verify mail's sentence needs it. */
const ASKED_FOR: Record<string, string> = {
  access: 'तक पहुँच',
  correction: 'में सुधार',
  erasure: 'को मिटाने',
};
/** A data request's kind, as the closing mail's sentence needs it. */
const REQUEST_KIND: Record<string, string> = {
  access: 'जानकारी की प्रति के',
  correction: 'सुधार के',
  erasure: 'जानकारी मिटाने के',
};
/** The erasure's outcome: staff write no note for it, the service says it (ERASED_OUTCOME). */
const ERASED =
  'TrustHive के पास इस ई-मेल पते के बारे में जो निजी जानकारी थी, उसे हमने मिटा दिया है, सिवाय उसके जिसे कानूनन रखना ज़रूरी है (किसने क्या निर्णय लिया, और कंपनियों का रजिस्ट्री डेटा)।';

export const hi: MailLanguage = {
  tag: 'hi-IN',
  month: 'long',
  greeting: 'नमस्ते,',
  signOff: ['सादर,', 'TrustHive टीम'],
  footer:
    'आपको यह ई-मेल इसलिए मिला है क्योंकि यह पता TrustHive के किसी फ़ॉर्म में दिया गया था। कृपया इसका जवाब न दें; इसके बजाय संपर्क पेज से हमें लिखें।',
  templates: {
    'registration-received': ({ companyName, reference }, date) => ({
      subject: `पंजीकरण प्राप्त हुआ: ${companyName}`,
      blocks: [
        paragraph(`हमें ${date} को ${companyName} का पंजीकरण प्राप्त हुआ।`),
        paragraph('आपकी कंपनी का पंजीकरण सफलतापूर्वक जमा हो गया है और सत्यापन के लिए लंबित है।'),
        steps(WHAT_NEXT, [
          'हमारी टीम 1-3 कार्य दिवसों में आपके विवरण का सत्यापन करती है।',
          'सत्यापन के बाद आपकी कंपनी की प्रोफ़ाइल TrustHive पर लाइव हो जाती है।',
          'परिणाम की सूचना आपको ई-मेल से मिलेगी।',
        ]),
        referenceLine(reference),
      ],
    }),
    'registration-approved': ({ companyName, profileUrl, signInUrl }, date) => ({
      subject: `${companyName} अब TrustHive पर लाइव है`,
      blocks: [
        paragraph(`हमारी टीम ने ${date} को ${companyName} के पंजीकरण का सत्यापन किया।`),
        paragraph('आपकी कंपनी की प्रोफ़ाइल अब TrustHive पर लाइव है।'),
        link(VIEW_PROFILE, profileUrl),
        ...ownerSignIn(signInUrl),
      ],
    }),
    'registration-rejected': ({ companyName, reason }, date) => ({
      subject: `पंजीकरण स्वीकृत नहीं हुआ: ${companyName}`,
      blocks: [
        paragraph(
          `हमारी टीम ने ${date} को ${companyName} के पंजीकरण की समीक्षा की, पर उसे स्वीकृत नहीं कर सकी।`,
        ),
        quote(REASON, reason),
        paragraph('आप सही विवरण के साथ फिर से पंजीकरण कर सकते हैं।'),
      ],
    }),
    'claim-received': ({ companyName, reference }, date) => ({
      subject: `दावा प्राप्त हुआ: ${companyName}`,
      blocks: [
        paragraph(`हमें ${date} को ${companyName} के लिए आपका दावा प्राप्त हुआ।`),
        paragraph(
          'दावे का अनुरोध सफलतापूर्वक जमा हो गया! हम इसकी समीक्षा करके 24-48 घंटों के भीतर आपको जवाब देंगे।',
        ),
        referenceLine(reference),
      ],
    }),
    'claim-approved': ({ companyName, profileUrl, signInUrl }, date) => ({
      subject: `दावा स्वीकृत: ${companyName}`,
      blocks: [
        paragraph(`हमारी टीम ने ${date} को ${companyName} के लिए आपका दावा स्वीकृत किया।`),
        paragraph('प्रोफ़ाइल पर अब दिखता है कि इस कंपनी पर दावा किया जा चुका है।'),
        link(VIEW_PROFILE, profileUrl),
        ...ownerSignIn(signInUrl),
      ],
    }),
    'claim-rejected': ({ companyName, reason }, date) => ({
      subject: `दावा स्वीकृत नहीं हुआ: ${companyName}`,
      blocks: [
        paragraph(
          `हमारी टीम ने ${date} को ${companyName} के लिए आपके दावे की समीक्षा की, पर उसे स्वीकृत नहीं कर सकी।`,
        ),
        quote(REASON, reason),
      ],
    }),
    'report-received': ({ companyName, reference }, date) => ({
      subject: `शिकायत प्राप्त हुई: ${companyName}`,
      blocks: [
        paragraph(`हमें ${date} को ${companyName} के बारे में आपकी शिकायत प्राप्त हुई।`),
        paragraph('आपकी शिकायत के लिए धन्यवाद। हमारी टीम जल्द ही इसकी समीक्षा करेगी।'),
        steps(WHAT_NEXT, [
          'हमारी टीम 2-3 कार्य दिवसों में आपकी शिकायत की समीक्षा करेगी।',
          'अधिक जानकारी की ज़रूरत होने पर हम आपसे संपर्क कर सकते हैं।',
          'शिकायत की पुष्टि होने पर हम कंपनी के विरुद्ध उचित कार्रवाई करेंगे।',
          'आपकी शिकायत की स्थिति की जानकारी आपको ई-मेल से मिलेगी।',
        ]),
        paragraph('आपकी पहचान गोपनीय रखी जाती है।'),
        referenceLine(reference),
      ],
    }),
    'report-upheld': ({ companyName, summary }, date) => ({
      subject: `शिकायत सही पाई गई: ${companyName}`,
      blocks: [
        paragraph(
          `हमारी टीम ने ${companyName} के बारे में आपकी शिकायत की समीक्षा की और ${date} को उसे सही पाया।`,
        ),
        quote(SHOWN, summary),
        paragraph(
          'आपकी पहचान गोपनीय रखी जाती है। TrustHive को ईमानदार बनाए रखने में मदद के लिए धन्यवाद।',
        ),
      ],
    }),
    'report-upheld-owner': ({ companyName, summary, accountUrl }, date) => ({
      subject: `${companyName} के बारे में एक शिकायत सही पाई गई`,
      blocks: [
        paragraph(
          `हमारी टीम ने ${companyName} के बारे में एक शिकायत की समीक्षा की और ${date} को उसे सही पाया। कंपनी की प्रोफ़ाइल पर अब यह नीचे दिए सारांश के साथ दिखती है; शिकायत किसने की, यह कभी नहीं दिखाया जाता।`,
        ),
        quote(SHOWN, summary),
        paragraph(
          'आप इसका सार्वजनिक रूप से जवाब दे सकते हैं: अपने खाते में साइन इन करें और शिकायत का जवाब लिखें। हमारी टीम हर जवाब को शिकायत के साथ दिखाने से पहले उसकी समीक्षा करती है।',
        ),
        link('अपने खाते से जवाब दें', accountUrl),
      ],
    }),
    'report-dismissed': ({ companyName, reason }, date) => ({
      subject: `शिकायत की समीक्षा हुई: ${companyName}`,
      blocks: [
        paragraph(
          `हमारी टीम ने ${date} को ${companyName} के बारे में आपकी शिकायत की समीक्षा की और कोई कार्रवाई नहीं की।`,
        ),
        quote(REASON, reason),
      ],
    }),
    'correction-received': ({ companyName, field, reference }, date) => ({
      subject: `सुधार का अनुरोध प्राप्त हुआ: ${companyName}`,
      blocks: [
        paragraph(
          `हमें ${date} को ${companyName} की प्रोफ़ाइल में ${termIn(FIELDS, field)} के लिए आपका सुधार प्राप्त हुआ।`,
        ),
        paragraph('हमारी टीम इसकी समीक्षा करेगी और परिणाम आपको ई-मेल से बताएगी।'),
        referenceLine(reference),
      ],
    }),
    'correction-accepted': ({ companyName, field, profileUrl }, date) => ({
      subject: `सुधार स्वीकार किया गया: ${companyName}`,
      blocks: [
        paragraph(
          `हमारी टीम ने ${date} को ${companyName} की प्रोफ़ाइल में ${termIn(FIELDS, field)} के लिए आपका सुधार स्वीकार किया।`,
        ),
        paragraph(
          `प्रोफ़ाइल पर अब नया मान दिखता है, इस निशान के साथ: "${date} को सुधार स्वीकार किया गया"।`,
        ),
        link(VIEW_PROFILE, profileUrl),
      ],
    }),
    'correction-declined': ({ companyName, field, reason }, date) => ({
      subject: `सुधार स्वीकार नहीं किया गया: ${companyName}`,
      blocks: [
        paragraph(
          `हमारी टीम ने ${date} को ${companyName} की प्रोफ़ाइल में ${termIn(FIELDS, field)} के लिए आपके सुधार की समीक्षा की, पर उसे स्वीकार नहीं कर सकी।`,
        ),
        quote(REASON, reason),
      ],
    }),
    'owner-change-approved': ({ companyName, change, profileUrl }, date) => ({
      subject: `बदलाव स्वीकृत: ${companyName}`,
      blocks: [
        paragraph(`हमारी टीम ने ${date} को ${companyName} की प्रोफ़ाइल में आपका बदलाव स्वीकृत किया।`),
        quote('बदलाव', change),
        paragraph('प्रोफ़ाइल पर यह अब दिखता है, और ट्रस्ट स्कोर फिर से निकाला जाता है।'),
        link(VIEW_PROFILE, profileUrl),
      ],
    }),
    'owner-change-declined': ({ companyName, change, reason }, date) => ({
      subject: `बदलाव स्वीकृत नहीं हुआ: ${companyName}`,
      blocks: [
        paragraph(
          `हमारी टीम ने ${date} को ${companyName} की प्रोफ़ाइल में आपके बदलाव की समीक्षा की, पर उसे स्वीकृत नहीं कर सकी।`,
        ),
        quote('बदलाव', change),
        quote(REASON, reason),
      ],
    }),
    'reply-published': ({ companyName, profileUrl }, date) => ({
      subject: `जवाब प्रकाशित हुआ: ${companyName}`,
      blocks: [
        paragraph(
          `हमारी टीम ने ${date} को ${companyName} के बारे में एक शिकायत पर आपका जवाब प्रकाशित किया।`,
        ),
        paragraph('प्रोफ़ाइल पर अब यह शिकायत के नीचे दिखता है।'),
        link(VIEW_PROFILE, profileUrl),
      ],
    }),
    'reply-declined': ({ companyName, reason }, date) => ({
      subject: `जवाब प्रकाशित नहीं हुआ: ${companyName}`,
      blocks: [
        paragraph(
          `हमारी टीम ने ${date} को ${companyName} के बारे में एक शिकायत पर आपके जवाब की समीक्षा की, पर उसे प्रकाशित नहीं कर सकी।`,
        ),
        quote(REASON, reason),
        paragraph('आप अपने खाते से नया जवाब भेज सकते हैं।'),
      ],
    }),
    'contact-received': ({ subject: sent, reference }, date) => {
      const subject = termIn(SUBJECTS, sent);
      return {
        subject: `हमें आपका संदेश मिल गया: ${subject}`,
        blocks: [
          paragraph(`हमें ${date} को "${subject}" के बारे में TrustHive को भेजा गया आपका संदेश मिला।`),
          paragraph('आपके संदेश के लिए धन्यवाद। हम जल्द ही आपको जवाब देंगे।'),
          referenceLine(reference),
        ],
      };
    },
    'owner-sign-in-link': ({ signInUrl, minutes }) => ({
      subject: 'आपका TrustHive साइन-इन लिंक',
      blocks: [
        paragraph('अपने TrustHive खाते में साइन इन करने के लिए इस लिंक का उपयोग करें।'),
        link('साइन इन करें', signInUrl),
        paragraph(
          `यह लिंक एक बार, ${minutes} मिनट तक काम करता है। अगर आपने इसके लिए नहीं कहा था, तो आप इस ई-मेल को अनदेखा कर सकते हैं।`,
        ),
      ],
    }),
    'contact-email-confirm': ({ companyName, confirmUrl, hours }, date) => ({
      subject: `${companyName} के संपर्क ई-मेल की पुष्टि करें`,
      blocks: [
        paragraph(
          `${date} को TrustHive पर ${companyName} के मालिक ने इस पते को कंपनी के संपर्क ई-मेल के रूप में दिखाने का अनुरोध किया। यह आपकी पुष्टि के बाद ही दिखाया जाएगा।`,
        ),
        link('इस पते की पुष्टि करें', confirmUrl),
        paragraph(
          `यह लिंक एक बार, ${hours} घंटे तक काम करता है। अगर आपको इसकी उम्मीद नहीं थी, तो इस ई-मेल को अनदेखा करें; पता नहीं दिखाया जाएगा।`,
        ),
      ],
    }),
    'data-request-verify': ({ verifyUrl, kind, hours }) => ({
      subject: 'अपने TrustHive डेटा अनुरोध की पुष्टि करें',
      blocks: [
        paragraph(
          `किसी ने (उम्मीद है, आपने) TrustHive से इस ई-मेल पते के बारे में उसके पास रखी निजी जानकारी ${termIn(ASKED_FOR, kind)} का अनुरोध किया है। अनुरोध की पुष्टि के लिए यह लिंक खोलें; तभी यह हमारी टीम तक पहुँचेगा।`,
        ),
        link('मेरे अनुरोध की पुष्टि करें', verifyUrl),
        paragraph(
          `यह लिंक एक बार, ${hours} घंटे तक काम करता है। अगर आपने इसके लिए नहीं कहा था, तो आप इस ई-मेल को अनदेखा कर सकते हैं: लिंक के बिना कुछ नहीं होगा।`,
        ),
      ],
    }),
    'data-request-export': ({ reference, exportJson }, date) => ({
      subject: `TrustHive के पास आपकी जानकारी (${reference})`,
      blocks: [
        paragraph(
          `${date} के आपके अनुरोध के अनुसार, TrustHive के पास इस ई-मेल पते के बारे में रखी निजी जानकारी की एक प्रति JSON फ़ाइल के रूप में संलग्न है।`,
        ),
        paragraph('इसमें से कुछ भी सुधारने या मिटाने के लिए "आपका डेटा" पेज से नया अनुरोध भेजें।'),
        referenceLine(reference),
      ],
      attachments: [exportAttachment(reference, exportJson)],
    }),
    'data-request-closed': ({ reference, kind, outcome }, date) => ({
      subject: `आपके डेटा अनुरोध का उत्तर दिया गया (${reference})`,
      blocks: [
        paragraph(`हमारी टीम ने ${date} को आपके ${termIn(REQUEST_KIND, kind)} अनुरोध का उत्तर दिया।`),
        quote('हमने क्या किया', kind === 'erasure' ? ERASED : outcome),
        referenceLine(reference),
      ],
    }),
    'bulk-check-done': (data) => ({
      subject: `आपकी बल्क जाँच पूरी हुई: ${data.fileName}`,
      blocks: [
        paragraph(
          `हमने ${data.fileName} की ${n(data.rows)} पंक्तियाँ जाँचीं: ${n(data.matched)} किसी कंपनी से मिलीं, ${n(data.candidates)} के लिए संभावित कंपनियाँ चुनने को हैं, ${n(data.notFound)} नहीं मिलीं और ${n(data.bad)} जाँची नहीं जा सकीं (हर एक के साथ उसकी पंक्ति संख्या और कारण)।`,
        ),
        link('परिणाम देखें और डाउनलोड करें', data.resultUrl),
        paragraph(
          `परिणाम ${BULK_CHECK_RETENTION_DAYS} दिन रखा जाता है, फिर फ़ाइल के साथ मिटा दिया जाता है।`,
        ),
      ],
    }),
  },
};
