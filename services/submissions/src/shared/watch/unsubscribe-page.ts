import type { MailLocale } from '../mail/locale';

// The page the unsubscribe URL shows in a browser (issue 43), in the language the browser asks
// for: a question and a button that sends the POST. Its answer is the API's JSON message.

const WORDS: Record<MailLocale, { lang: string; title: string; question: string; button: string }> =
  {
    en: {
      lang: 'en',
      title: 'Stop watchlist alerts',
      question:
        'Stop the e-mails about the companies you follow on TrustHive? Your watchlist is kept.',
      button: 'Stop alerts',
    },
    hi: {
      lang: 'hi',
      title: 'वॉचलिस्ट सूचनाएँ बंद करें',
      question:
        'TrustHive पर आप जिन कंपनियों को फ़ॉलो करते हैं, उनके बारे में ई-मेल बंद करें? आपकी वॉचलिस्ट बनी रहेगी।',
      button: 'सूचनाएँ बंद करें',
    },
    ta: {
      lang: 'ta',
      title: 'கண்காணிப்புப் பட்டியல் அறிவிப்புகளை நிறுத்தவும்',
      question:
        'TrustHive-இல் நீங்கள் பின்தொடரும் நிறுவனங்கள் பற்றிய மின்னஞ்சல்களை நிறுத்தவா? உங்கள் கண்காணிப்புப் பட்டியல் அப்படியே இருக்கும்.',
      button: 'அறிவிப்புகளை நிறுத்தவும்',
    },
    bn: {
      lang: 'bn',
      title: 'ওয়াচলিস্টের সতর্কবার্তা বন্ধ করুন',
      question:
        'TrustHive-এ আপনি যে কোম্পানিগুলো ফলো করেন, সেগুলোর ই-মেল বন্ধ করবেন? আপনার ওয়াচলিস্ট থেকে যাবে।',
      button: 'সতর্কবার্তা বন্ধ করুন',
    },
  };

export const unsubscribePageWords = (locale: MailLocale) => WORDS[locale];
