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

// The mails in Bengali (issue 44): en.ts said in Bengali, polite (আপনি), with the glossary's
// terms (web/src/locales/GLOSSARY.md). Names, references, reasons and links are the data's own.

/** A count as the mail shows it (Indian digit grouping). */
const n = (value: number) => value.toLocaleString('en-IN');
const WHAT_NEXT = 'এরপর কী হবে?';
const REASON = 'কারণ';
const SHOWN = 'প্রোফাইলে এখন যা দেখানো হচ্ছে';
const VIEW_PROFILE = 'প্রোফাইল দেখুন';
const ownerSignIn = (signInUrl: string | undefined): Block[] =>
  signInUrl
    ? [
        paragraph(
          `TrustHive-এ আপনার কোম্পানি পরিচালনা করুন: এই লিংক আপনাকে আপনার অ্যাকাউন্টে সাইন ইন করাবে। এটি একবারই, ${OWNER_SIGN_IN_LINK_MINUTES} মিনিটের জন্য কাজ করে; তারপর নতুন লিংক পেতে সাইটে "সাইন ইন" ব্যবহার করুন।`,
        ),
        link('আপনার অ্যাকাউন্টে সাইন ইন করুন', signInUrl),
      ]
    : [];
const referenceLine = (reference: string) => paragraph(`আপনার রেফারেন্স নম্বর: ${reference}`);

/** The profile's field labels (CORRECTION_FIELD_LABELS), by their English words. */
const FIELDS: Record<string, string> = {
  email: 'ই-মেল',
  website: 'ওয়েবসাইট',
  'registered office address': 'নিবন্ধিত অফিসের ঠিকানা',
  'pin code': 'PIN কোড',
  'business category': 'ব্যবসার বিভাগ',
};
/** The contact form's subjects (CONTACT_SUBJECTS), by their English words. */
const SUBJECTS: Record<string, string> = {
  'general inquiry': 'সাধারণ জিজ্ঞাসা',
  'business registration': 'ব্যবসার নিবন্ধন',
  'report a company': 'কোম্পানির বিরুদ্ধে অভিযোগ',
  'technical support': 'প্রযুক্তিগত সহায়তা',
  feedback: 'মতামত',
};
/** What a data request asks for, as the verify mail's sentence needs it. */
const ASKED_FOR: Record<string, string> = {
  access: 'দেখার',
  correction: 'সংশোধনের',
  erasure: 'মুছে ফেলার',
};
/** A data request's kind, as the closing mail's sentence needs it. */
const REQUEST_KIND: Record<string, string> = {
  access: 'তথ্যের কপির',
  correction: 'সংশোধনের',
  erasure: 'মুছে ফেলার',
};
/** The erasure's outcome: staff write no note for it, the service says it (ERASED_OUTCOME). */
const ERASED =
  'এই ই-মেল ঠিকানা সম্পর্কে TrustHive-এর কাছে থাকা ব্যক্তিগত তথ্য আমরা মুছে ফেলেছি, শুধু আইন অনুযায়ী যা রাখতে হয় তা ছাড়া (কে কী সিদ্ধান্ত নিয়েছেন, এবং কোম্পানিগুলোর রেজিস্ট্রি তথ্য)।';

export const bn: MailLanguage = {
  tag: 'bn-IN',
  month: 'long',
  greeting: 'নমস্কার,',
  signOff: ['শুভেচ্ছাসহ,', 'TrustHive টিম'],
  footer:
    'আপনি এই ই-মেল পাচ্ছেন কারণ এই ঠিকানাটি TrustHive-এর একটি ফর্মে দেওয়া হয়েছিল। অনুগ্রহ করে এর উত্তর দেবেন না; তার বদলে যোগাযোগ পেজের মাধ্যমে আমাদের লিখুন।',
  templates: {
    'registration-received': ({ companyName, reference }, date) => ({
      subject: `নিবন্ধন পাওয়া গেছে: ${companyName}`,
      blocks: [
        paragraph(`আমরা ${date} তারিখে ${companyName}-এর নিবন্ধন পেয়েছি।`),
        paragraph('আপনার কোম্পানির নিবন্ধন সফলভাবে জমা হয়েছে এবং যাচাইয়ের অপেক্ষায় আছে।'),
        steps(WHAT_NEXT, [
          'আমাদের টিম 1-3 কার্যদিবসের মধ্যে আপনার তথ্য যাচাই করে।',
          'যাচাই হয়ে গেলে আপনার কোম্পানির প্রোফাইল TrustHive-এ প্রকাশিত হয়।',
          'ফলাফল আপনাকে ই-মেলে জানানো হবে।',
        ]),
        referenceLine(reference),
      ],
    }),
    'registration-approved': ({ companyName, profileUrl, signInUrl }, date) => ({
      subject: `${companyName} এখন TrustHive-এ প্রকাশিত`,
      blocks: [
        paragraph(`আমাদের টিম ${date} তারিখে ${companyName}-এর নিবন্ধন যাচাই করেছে।`),
        paragraph('আপনার কোম্পানির প্রোফাইল এখন TrustHive-এ প্রকাশিত।'),
        link(VIEW_PROFILE, profileUrl),
        ...ownerSignIn(signInUrl),
      ],
    }),
    'registration-rejected': ({ companyName, reason }, date) => ({
      subject: `নিবন্ধন অনুমোদিত হয়নি: ${companyName}`,
      blocks: [
        paragraph(
          `আমাদের টিম ${date} তারিখে ${companyName}-এর নিবন্ধন পর্যালোচনা করেছে, কিন্তু তা অনুমোদন করতে পারেনি।`,
        ),
        quote(REASON, reason),
        paragraph('সংশোধিত তথ্য দিয়ে আপনি আবার নিবন্ধন করতে পারেন।'),
      ],
    }),
    'claim-received': ({ companyName, reference }, date) => ({
      subject: `দাবি পাওয়া গেছে: ${companyName}`,
      blocks: [
        paragraph(`আমরা ${date} তারিখে ${companyName}-এর জন্য আপনার দাবি পেয়েছি।`),
        paragraph(
          'দাবির অনুরোধ সফলভাবে জমা হয়েছে! আমরা পর্যালোচনা করে 24-48 ঘণ্টার মধ্যে আপনাকে জানাব।',
        ),
        referenceLine(reference),
      ],
    }),
    'claim-approved': ({ companyName, profileUrl, signInUrl }, date) => ({
      subject: `দাবি অনুমোদিত: ${companyName}`,
      blocks: [
        paragraph(`আমাদের টিম ${date} তারিখে ${companyName}-এর জন্য আপনার দাবি অনুমোদন করেছে।`),
        paragraph('প্রোফাইলে এখন দেখানো হচ্ছে যে কোম্পানিটির দাবি করা হয়েছে।'),
        link(VIEW_PROFILE, profileUrl),
        ...ownerSignIn(signInUrl),
      ],
    }),
    'claim-rejected': ({ companyName, reason }, date) => ({
      subject: `দাবি অনুমোদিত হয়নি: ${companyName}`,
      blocks: [
        paragraph(
          `আমাদের টিম ${date} তারিখে ${companyName}-এর জন্য আপনার দাবি পর্যালোচনা করেছে, কিন্তু তা অনুমোদন করতে পারেনি।`,
        ),
        quote(REASON, reason),
      ],
    }),
    'report-received': ({ companyName, reference }, date) => ({
      subject: `অভিযোগ পাওয়া গেছে: ${companyName}`,
      blocks: [
        paragraph(`আমরা ${date} তারিখে ${companyName} সম্পর্কে আপনার অভিযোগ পেয়েছি।`),
        paragraph('আপনার অভিযোগের জন্য ধন্যবাদ। আমাদের টিম শীঘ্রই এটি পর্যালোচনা করবে।'),
        steps(WHAT_NEXT, [
          'আমাদের টিম 2-3 কার্যদিবসের মধ্যে আপনার অভিযোগ পর্যালোচনা করবে।',
          'আরও তথ্যের প্রয়োজন হলে আমরা আপনার সঙ্গে যোগাযোগ করতে পারি।',
          'অভিযোগ নিশ্চিত হলে আমরা কোম্পানির বিরুদ্ধে যথাযথ ব্যবস্থা নেব।',
          'আপনার অভিযোগের অবস্থা সম্পর্কে আপনাকে ই-মেলে জানানো হবে।',
        ]),
        paragraph('আপনার পরিচয় গোপন রাখা হয়।'),
        referenceLine(reference),
      ],
    }),
    'report-upheld': ({ companyName, summary }, date) => ({
      subject: `অভিযোগ সঠিক প্রমাণিত: ${companyName}`,
      blocks: [
        paragraph(
          `আমাদের টিম ${companyName} সম্পর্কে আপনার অভিযোগ পর্যালোচনা করে ${date} তারিখে তা সঠিক বলে গ্রহণ করেছে।`,
        ),
        quote(SHOWN, summary),
        paragraph('আপনার পরিচয় গোপন রাখা হয়। TrustHive-কে সৎ রাখতে সাহায্য করার জন্য ধন্যবাদ।'),
      ],
    }),
    'report-upheld-owner': ({ companyName, summary, accountUrl }, date) => ({
      subject: `${companyName} সম্পর্কে একটি অভিযোগ সঠিক প্রমাণিত হয়েছে`,
      blocks: [
        paragraph(
          `আমাদের টিম ${companyName} সম্পর্কে একটি অভিযোগ পর্যালোচনা করে ${date} তারিখে তা সঠিক বলে গ্রহণ করেছে। কোম্পানির প্রোফাইলে এখন নিচের সারসংক্ষেপসহ এটি দেখানো হচ্ছে; কে অভিযোগ করেছেন তা কখনও দেখানো হয় না।`,
        ),
        quote(SHOWN, summary),
        paragraph(
          'আপনি প্রকাশ্যে এর উত্তর দিতে পারেন: আপনার অ্যাকাউন্টে সাইন ইন করে অভিযোগের একটি উত্তর লিখুন। প্রতিটি উত্তর অভিযোগের পাশে দেখানোর আগে আমাদের টিম তা পর্যালোচনা করে।',
        ),
        link('আপনার অ্যাকাউন্ট থেকে উত্তর দিন', accountUrl),
      ],
    }),
    'report-dismissed': ({ companyName, reason }, date) => ({
      subject: `অভিযোগ পর্যালোচিত: ${companyName}`,
      blocks: [
        paragraph(
          `আমাদের টিম ${date} তারিখে ${companyName} সম্পর্কে আপনার অভিযোগ পর্যালোচনা করেছে এবং কোনো ব্যবস্থা নেয়নি।`,
        ),
        quote(REASON, reason),
      ],
    }),
    'correction-received': ({ companyName, field, reference }, date) => ({
      subject: `সংশোধনের অনুরোধ পাওয়া গেছে: ${companyName}`,
      blocks: [
        paragraph(
          `আমরা ${date} তারিখে ${companyName}-এর প্রোফাইলে ${termIn(FIELDS, field)} সংশোধনের জন্য আপনার অনুরোধ পেয়েছি।`,
        ),
        paragraph('আমাদের টিম এটি পর্যালোচনা করে ফলাফল আপনাকে ই-মেলে জানাবে।'),
        referenceLine(reference),
      ],
    }),
    'correction-accepted': ({ companyName, field, profileUrl }, date) => ({
      subject: `সংশোধন গৃহীত: ${companyName}`,
      blocks: [
        paragraph(
          `আমাদের টিম ${date} তারিখে ${companyName}-এর প্রোফাইলে ${termIn(FIELDS, field)} সংশোধনের জন্য আপনার অনুরোধ গ্রহণ করেছে।`,
        ),
        paragraph(`প্রোফাইলে এখন নতুন মানটি দেখানো হচ্ছে, "${date} তারিখে সংশোধন গৃহীত" চিহ্নসহ।`),
        link(VIEW_PROFILE, profileUrl),
      ],
    }),
    'correction-declined': ({ companyName, field, reason }, date) => ({
      subject: `সংশোধন গৃহীত হয়নি: ${companyName}`,
      blocks: [
        paragraph(
          `আমাদের টিম ${date} তারিখে ${companyName}-এর প্রোফাইলে ${termIn(FIELDS, field)} সংশোধনের জন্য আপনার অনুরোধ পর্যালোচনা করেছে, কিন্তু তা গ্রহণ করতে পারেনি।`,
        ),
        quote(REASON, reason),
      ],
    }),
    'owner-change-approved': ({ companyName, change, profileUrl }, date) => ({
      subject: `পরিবর্তন অনুমোদিত: ${companyName}`,
      blocks: [
        paragraph(
          `আমাদের টিম ${date} তারিখে ${companyName}-এর প্রোফাইলে আপনার পরিবর্তন অনুমোদন করেছে।`,
        ),
        quote('পরিবর্তন', change),
        paragraph('প্রোফাইলে এখন এটি দেখানো হচ্ছে, এবং ট্রাস্ট স্কোর আবার হিসাব করা হচ্ছে।'),
        link(VIEW_PROFILE, profileUrl),
      ],
    }),
    'owner-change-declined': ({ companyName, change, reason }, date) => ({
      subject: `পরিবর্তন অনুমোদিত হয়নি: ${companyName}`,
      blocks: [
        paragraph(
          `আমাদের টিম ${date} তারিখে ${companyName}-এর প্রোফাইলে আপনার পরিবর্তন পর্যালোচনা করেছে, কিন্তু তা অনুমোদন করতে পারেনি।`,
        ),
        quote('পরিবর্তন', change),
        quote(REASON, reason),
      ],
    }),
    'reply-published': ({ companyName, profileUrl }, date) => ({
      subject: `উত্তর প্রকাশিত: ${companyName}`,
      blocks: [
        paragraph(
          `আমাদের টিম ${date} তারিখে ${companyName} সম্পর্কে একটি অভিযোগে আপনার উত্তর প্রকাশ করেছে।`,
        ),
        paragraph('প্রোফাইলে এখন এটি অভিযোগের নিচে দেখানো হচ্ছে।'),
        link(VIEW_PROFILE, profileUrl),
      ],
    }),
    'reply-declined': ({ companyName, reason }, date) => ({
      subject: `উত্তর প্রকাশিত হয়নি: ${companyName}`,
      blocks: [
        paragraph(
          `আমাদের টিম ${date} তারিখে ${companyName} সম্পর্কে একটি অভিযোগে আপনার উত্তর পর্যালোচনা করেছে, কিন্তু তা প্রকাশ করতে পারেনি।`,
        ),
        quote(REASON, reason),
        paragraph('আপনি আপনার অ্যাকাউন্ট থেকে নতুন উত্তর পাঠাতে পারেন।'),
      ],
    }),
    'contact-received': ({ subject: sent, reference }, date) => {
      const subject = termIn(SUBJECTS, sent);
      return {
        subject: `আমরা আপনার বার্তা পেয়েছি: ${subject}`,
        blocks: [
          paragraph(
            `আমরা ${date} তারিখে "${subject}" বিষয়ে TrustHive-কে পাঠানো আপনার বার্তা পেয়েছি।`,
          ),
          paragraph('আপনার বার্তার জন্য ধন্যবাদ। আমরা শীঘ্রই আপনাকে উত্তর দেব।'),
          referenceLine(reference),
        ],
      };
    },
    'owner-sign-in-link': ({ signInUrl, minutes }) => ({
      subject: 'আপনার TrustHive সাইন-ইন লিংক',
      blocks: [
        paragraph('আপনার TrustHive অ্যাকাউন্টে সাইন ইন করতে এই লিংকটি ব্যবহার করুন।'),
        link('সাইন ইন করুন', signInUrl),
        paragraph(
          `লিংকটি একবারই, ${minutes} মিনিটের জন্য কাজ করে। আপনি এটি না চেয়ে থাকলে এই ই-মেলটি উপেক্ষা করতে পারেন।`,
        ),
      ],
    }),
    'contact-email-confirm': ({ companyName, confirmUrl, hours }, date) => ({
      subject: `${companyName}-এর যোগাযোগের ই-মেল নিশ্চিত করুন`,
      blocks: [
        paragraph(
          `${date} তারিখে TrustHive-এ ${companyName}-এর মালিক এই ঠিকানাটিকে কোম্পানির যোগাযোগের ই-মেল হিসেবে দেখাতে অনুরোধ করেছেন। আপনি নিশ্চিত করলে তবেই এটি দেখানো হবে।`,
        ),
        link('এই ঠিকানা নিশ্চিত করুন', confirmUrl),
        paragraph(
          `লিংকটি একবারই, ${hours} ঘণ্টার জন্য কাজ করে। আপনি এটি আশা না করে থাকলে এই ই-মেলটি উপেক্ষা করুন; ঠিকানাটি দেখানো হবে না।`,
        ),
      ],
    }),
    'data-request-verify': ({ verifyUrl, kind, hours }) => ({
      subject: 'আপনার TrustHive তথ্য-অনুরোধ নিশ্চিত করুন',
      blocks: [
        paragraph(
          `কেউ (আশা করি আপনিই) এই ই-মেল ঠিকানা সম্পর্কে TrustHive-এর কাছে থাকা ব্যক্তিগত তথ্য ${termIn(ASKED_FOR, kind)} অনুরোধ করেছেন। অনুরোধটি নিশ্চিত করতে এই লিংকটি খুলুন; কেবল তখনই এটি আমাদের টিমের কাছে পৌঁছাবে।`,
        ),
        link('আমার অনুরোধ নিশ্চিত করুন', verifyUrl),
        paragraph(
          `লিংকটি একবারই, ${hours} ঘণ্টার জন্য কাজ করে। আপনি এটি না চেয়ে থাকলে এই ই-মেলটি উপেক্ষা করতে পারেন: লিংক ছাড়া কিছুই হবে না।`,
        ),
      ],
    }),
    'data-request-export': ({ reference, exportJson }, date) => ({
      subject: `TrustHive-এর কাছে থাকা আপনার তথ্য (${reference})`,
      blocks: [
        paragraph(
          `${date} তারিখে আপনার অনুরোধ অনুযায়ী, এই ই-মেল ঠিকানা সম্পর্কে TrustHive-এর কাছে থাকা ব্যক্তিগত তথ্যের একটি কপি JSON ফাইল হিসেবে সংযুক্ত করা হলো।`,
        ),
        paragraph('এর কোনো অংশ সংশোধন করতে বা মুছে ফেলতে "আপনার তথ্য" পেজ থেকে নতুন অনুরোধ পাঠান।'),
        referenceLine(reference),
      ],
      attachments: [exportAttachment(reference, exportJson)],
    }),
    'data-request-closed': ({ reference, kind, outcome }, date) => ({
      subject: `আপনার তথ্য-অনুরোধের উত্তর দেওয়া হয়েছে (${reference})`,
      blocks: [
        paragraph(
          `আমাদের টিম ${date} তারিখে আপনার ${termIn(REQUEST_KIND, kind)} অনুরোধের উত্তর দিয়েছে।`,
        ),
        quote('আমরা যা করেছি', kind === 'erasure' ? ERASED : outcome),
        referenceLine(reference),
      ],
    }),
    'bulk-check-done': (data) => ({
      subject: `আপনার বাল্ক যাচাই শেষ হয়েছে: ${data.fileName}`,
      blocks: [
        paragraph(
          `আমরা ${data.fileName}-এর ${n(data.rows)}টি সারি যাচাই করেছি: ${n(data.matched)}টি একটি কোম্পানির সঙ্গে মিলেছে, ${n(data.candidates)}টির জন্য বেছে নেওয়ার মতো সম্ভাব্য কোম্পানি আছে, ${n(data.notFound)}টি পাওয়া যায়নি এবং ${n(data.bad)}টি যাচাই করা যায়নি (প্রতিটির সারি নম্বর ও কারণ সহ)।`,
        ),
        link('ফল দেখুন ও ডাউনলোড করুন', data.resultUrl),
        paragraph(`ফলটি ${BULK_CHECK_RETENTION_DAYS} দিন রাখা হয়, তারপর ফাইলের সঙ্গে মুছে ফেলা হয়।`),
      ],
    }),
  },
};
