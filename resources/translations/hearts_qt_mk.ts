<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mk_MK">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hearts</source>
        <translation>За играта Срца</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Срца</translation>
    </message>
    <message>
        <source>The card game Hearts for %1 to %2 players, with the Omnibus, Cancellation, Black Maria and Spot Hearts variants.</source>
        <translation>Играта со карти Срца за %1 до %2 играчи, со варијантите Омнибус, Срца со поништување, Црна Марија и Срца по вредност.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Лиценца: GNU General Public License, верзија 3 или понова.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Card art:&lt;/b&gt; Adrian Kennard’s English pattern playing cards (&lt;a href=&quot;https://www.me.uk/cards/&quot;&gt;me.uk/cards&lt;/a&gt;), public domain (CC0 1.0).</source>
        <translation>&lt;b&gt;Изглед на картите:&lt;/b&gt; карти со англиски дезен од Адријан Кенард (&lt;a href=&quot;https://www.me.uk/cards/&quot;&gt;me.uk/cards&lt;/a&gt;), јавен домен (CC0 1.0).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fonts:&lt;/b&gt; DejaVu Sans, Bitstream Vera licence; DejaVu changes are in the public domain.</source>
        <translation>&lt;b&gt;Фонтови:&lt;/b&gt; DejaVu Sans, лиценца Bitstream Vera; измените на DejaVu се во јавниот домен.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Toolkit:&lt;/b&gt; Qt and Qt for Python (PySide6), under the GNU Lesser General Public License, version 3.</source>
        <translation>&lt;b&gt;Библиотеки:&lt;/b&gt; Qt и Qt for Python (PySide6), под лиценцата GNU Lesser General Public License, верзија 3.</translation>
    </message>
    <message>
        <source>Version %1 (Qt %2)</source>
        <translation>Верзија %1 (Qt %2)</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Лиценци…</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>&amp;За Qt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Source code:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Изворен код:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>%1, your card</source>
        <translation>%1, твоја карта</translation>
    </message>
    <message>
        <source>%1, played by %2</source>
        <translation>%1 — одигра %2</translation>
    </message>
    <message>
        <source>%1: %2 in total, %3 this hand</source>
        <translation>%1: вкупно %2, во ова делење %3</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ти си на ред</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>На ред е %1</translation>
    </message>
    <message>
        <source>Nobody&apos;s turn</source>
        <translation>Никој не е на ред</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Твоја рака</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Карти на масата</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Резултати</translation>
    </message>
    <message>
        <source>You take the trick, scoring %1.</source>
        <translation>Го земаш штихот (поени: %1).</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Го земаш штихот.</translation>
    </message>
    <message>
        <source>%1 takes the trick, scoring %2.</source>
        <translation>%1 го зема штихот (поени: %2).</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 го зема штихот.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Two</source>
        <translation>Двојка</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Тројка</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Четворка</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Петка</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Шестка</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Седумка</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Осумка</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Деветка</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Десетка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Џандар</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Поп</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Кец</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>каро</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>срце</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Usage: %1 [option]
Hearts, the card game for 3 to 7 players, against computer opponents.

Options:
  -h, --help       show this help and exit
  -v, --version    show the version and exit
  --self-test      check this installation (card art, fonts, translations, sounds, one whole hand) and
                   exit with status 0 when it works

Qt&apos;s own options (such as -platform, -style and -reverse) are passed to Qt.
Settings: %2
Saved game, statistics and log: %3
Source code and licence (GPL-3.0-or-later): %4</source>
        <extracomment>Exit status for a command line we do not understand (as argparse and most tools use). Where ``--self-test`` writes its result when there is no console, in the temporary folder. Qt&apos;s own command-line options (QGuiApplication, QApplication, X11), each with whether a value follows it.</extracomment>
        <translation>Употреба: %1 [опција]
Срца, играта со карти за 3 до 7 играчи, против компјутерски противници.

Опции:
  -h, --help       прикажи ја оваа помош и излези
  -v, --version    прикажи ја верзијата и излези
  --self-test      провери ја оваа инсталација (карти, фонтови, преводи, звуци, едно цело делење)
                   и излези со статус 0 ако сѐ работи

Сопствените опции на Qt (како -platform, -style и -reverse) се предаваат на Qt.
Поставки: %2
Зачувана игра, статистика и дневник: %3
Изворен код и лиценца (GPL-3.0-or-later): %4</translation>
    </message>
    <message>
        <source>%1: unknown option %2 (%1 --help lists the options)</source>
        <translation>%1: непозната опција %2 (%1 --help ги наведува опциите)</translation>
    </message>
    <message>
        <source>%1: the option %2 needs a value</source>
        <translation>%1: опцијата %2 бара вредност</translation>
    </message>
    <message>
        <source>The self-test&apos;s result is written to %1</source>
        <translation>Резултатот од самопроверката се запишува во %1</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Play deal</source>
        <translation>Одиграј делење</translation>
    </message>
    <message>
        <source>The same number deals the same cards for the same number of players and variant.</source>
        <translation>Истиот број ги дели истите карти за ист број играчи и иста варијанта.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Број на делење</translation>
    </message>
    <message>
        <source>&amp;Whole match (the number is a match number from the score sheet)</source>
        <translation>&amp;Цела игра (бројот е број на игра од табелата со резултати)</translation>
    </message>
    <message>
        <source>The game in progress ends.</source>
        <translation>Играта во тек завршува.</translation>
    </message>
    <message>
        <source>A deal number is a whole number from 1 to %1.</source>
        <translation>Бројот на делење е цел број од 1 до %1.</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>Something went wrong inside Hearts; the game goes on, and the details were written to %1.</source>
        <extracomment>Each line: when, which version, how bad, where, what.</extracomment>
        <translation>Нешто тргна наопаку во играта Срца; играта продолжува, а деталите се запишани во %1.</translation>
    </message>
    <message>
        <source>Something went wrong inside Hearts; the game goes on.</source>
        <translation>Нешто тргна наопаку во играта Срца; играта продолжува.</translation>
    </message>
    <message>
        <source>Some of your files could not be moved from the old folder %1 to %2: they stay where they were, and Hearts tries again at its next start.</source>
        <translation>Некои од твоите датотеки не можеа да се преместат од старата папка %1 во %2: остануваат каде што беа, а играта Срца ќе се обиде повторно при следното стартување.</translation>
    </message>
</context>
<context>
    <name>DiskErrors</name>
    <message>
        <source>the disk is full</source>
        <translation>дискот е полн</translation>
    </message>
    <message>
        <source>the file is in use by another program</source>
        <translation>датотеката ја користи друга програма</translation>
    </message>
    <message>
        <source>there is not enough memory</source>
        <translation>нема доволно меморија</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>датотеката е оштетена</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <extracomment>System errors by kind: (error numbers, words); a name this system lacks is left out.</extracomment>
        <translation>твојата квота на дискот е потрошена</translation>
    </message>
    <message>
        <source>the file or its folder does not exist</source>
        <translation>датотеката или нејзината папка не постои</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>папка веќе го носи тоа име</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>името е предолго</translation>
    </message>
    <message>
        <source>the name has characters the disk refuses</source>
        <translation>името има знаци што дискот не ги прифаќа</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>отворени се премногу датотеки</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>датотеката е преголема</translation>
    </message>
    <message>
        <source>the network drive does not answer</source>
        <translation>мрежниот диск не одговара</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <extracomment>SQLite&apos;s primary result codes by kind: PERM 3, BUSY 5, LOCKED 6, NOMEM 7, READONLY 8, IOERR 10, CORRUPT 11, FULL 13, CANTOPEN 14, AUTH 23, NOTADB 26.</extracomment>
        <translation>датотеката е само за читање</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>датотеката не може да се отвори</translation>
    </message>
    <message>
        <source>the system refused (error %1)</source>
        <translation>системот одби (грешка %1)</translation>
    </message>
    <message>
        <source>the database refused (error %1)</source>
        <translation>базата на податоци одби (грешка %1)</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>системот одби</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>дискот е само за читање</translation>
    </message>
    <message>
        <source>access denied</source>
        <translation>пристапот е одбиен</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>дискот пријави грешка</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Pass your cards first: play starts when everyone has passed.</source>
        <translation>Прво предај ги картите: играта почнува кога сите ќе предадат.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Делењето заврши.</translation>
    </message>
    <message>
        <source>%1 is not a card.</source>
        <translation>%1 не е карта.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Ја немаш таа карта.</translation>
    </message>
    <message>
        <source>The first trick must be led with a club.</source>
        <translation>На првиот штих мора да се излезе со треф.</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table.</source>
        <translation>На оваа маса нема место %1.</translation>
    </message>
    <message>
        <source>Only cards can be passed.</source>
        <translation>Може да се предаваат само карти.</translation>
    </message>
    <message>
        <source>There are still points to play for.</source>
        <translation>Сѐ уште има поени за земање.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>Делењето сѐ уште не е завршено.</translation>
    </message>
    <message>
        <source>This hand has already been scored.</source>
        <translation>Ова делење е веќе запишано во резултатите.</translation>
    </message>
    <message>
        <source>The shooter must choose: add to everyone else, or subtract from their own score.</source>
        <translation>Играчот што ја погоди месечината мора да избере: да им додаде на сите други или да си одземе од својот резултат.</translation>
    </message>
    <message>
        <source>Finish and score this hand first.</source>
        <translation>Прво заврши го ова делење и запиши го резултатот.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Играта заврши.</translation>
    </message>
    <message>
        <source>There is no card of yours to take back in this hand.</source>
        <translation>Во ова делење нема твоја карта што може да се врати.</translation>
    </message>
    <message>
        <source>You must follow suit: clubs were led.</source>
        <translation>Мораш да одговориш на бојата (треф).</translation>
    </message>
    <message>
        <source>You must follow suit: diamonds were led.</source>
        <translation>Мораш да одговориш на бојата (каро).</translation>
    </message>
    <message>
        <source>You must follow suit: spades were led.</source>
        <translation>Мораш да одговориш на бојата (пик).</translation>
    </message>
    <message>
        <source>You must follow suit: hearts were led.</source>
        <translation>Мораш да одговориш на бојата (срце).</translation>
    </message>
    <message>
        <source>You may not play a point card on the first trick.</source>
        <translation>На првиот штих не смееш да фрлиш казнена карта.</translation>
    </message>
    <message>
        <source>The first trick must be led with the two of clubs.</source>
        <translation>На првиот штих мора да се излезе со двојка треф.</translation>
    </message>
    <message>
        <source>The first trick must be led with the three of clubs.</source>
        <translation>На првиот штих мора да се излезе со тројка треф.</translation>
    </message>
    <message>
        <source>Hearts are not broken yet.</source>
        <translation>Срцата сѐ уште не се отворени.</translation>
    </message>
    <message>
        <source>There is no passing now.</source>
        <translation>Сега не се предаваат карти.</translation>
    </message>
    <message>
        <source>You have already passed your cards.</source>
        <translation>Веќе ги предаде картите.</translation>
    </message>
    <message>
        <source>Pass exactly three cards.</source>
        <translation>Предај точно три карти.</translation>
    </message>
    <message>
        <source>You cannot pass the same card twice.</source>
        <translation>Истата карта не може да се предаде двапати.</translation>
    </message>
    <message>
        <source>You can only pass cards from your own hand.</source>
        <translation>Можеш да предадеш само карти од својата рака.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Undo is turned off in Settings (Allow undo).</source>
        <translation>Враќањето е исклучено во Поставки („Дозволи враќање“).</translation>
    </message>
    <message>
        <source>There is no hand to restart now.</source>
        <translation>Сега нема делење што може да се игра одново.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Почекај да дојдеш на ред.</translation>
    </message>
    <message>
        <source>No hint right now.</source>
        <translation>Сега нема совет.</translation>
    </message>
    <message>
        <source>The hint comes when it is your turn.</source>
        <translation>Советот ќе дојде кога ќе бидеш на ред.</translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation>Совет: размислувам…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 размислува…</translation>
    </message>
    <message>
        <source>No points are left to play for: the rest of the hand was played out.</source>
        <translation>Нема повеќе поени за земање: остатокот од делењето е одигран веднаш.</translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and took %n points off their own score.</source>
        <translation>
            <numerusform>%1 ја погоди месечината и од својот резултат одзеде %n.</numerusform>
            <numerusform>%1 ја погоди месечината и од својот резултат одзеде %n.</numerusform>
            <numerusform>%1 ја погоди месечината и од својот резултат одзеде %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and added %n points to everyone else.</source>
        <translation>
            <numerusform>%1 ја погоди месечината и на сите други им додаде по %n.</numerusform>
            <numerusform>%1 ја погоди месечината и на сите други им додаде по %n.</numerusform>
            <numerusform>%1 ја погоди месечината и на сите други им додаде по %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>and</source>
        <translation>и</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Победуваш!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Победува %1!</translation>
    </message>
    <message>
        <source>You share the win with %1!</source>
        <translation>Победата ја делиш со: %1!</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>Заедничка победа: %1.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Крај на играта</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Нова игра</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Излез</translation>
    </message>
    <message>
        <source>&amp;Scores…</source>
        <translation>&amp;Резултати…</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>nobody (the cards stay in the middle)</source>
        <translation>никој (картите остануваат на средина)</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Историја на делењата</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Делење</translation>
    </message>
    <message>
        <source>Led by</source>
        <translation>Излегува</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>Одиграни карти</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Го зеде</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Поени</translation>
    </message>
    <message>
        <source>Open a hand to see its passes and tricks. %1 marks a card that cancelled with its twin.</source>
        <translation>Отвори делење за да ги видиш предадените карти и штиховите. %1 означува карта што се поништи со својот пар.</translation>
    </message>
    <message>
        <source>Open a hand to see its passes and tricks.</source>
        <translation>Отвори делење за да ги видиш предадените карти и штиховите.</translation>
    </message>
    <message>
        <source>No hand has been finished yet: each hand is listed here once it is scored.</source>
        <translation>Сѐ уште нема завршено делење: секое делење се појавува тука откако ќе се пресмета.</translation>
    </message>
    <message>
        <source>&amp;Review hand…</source>
        <translation>&amp;Анализа на делењето…</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Делење %1</translation>
    </message>
    <message>
        <source>cards taken back</source>
        <translation>вратени карти</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>вежба</translation>
    </message>
    <message>
        <source>Points taken: %1</source>
        <translation>Земени поени: %1</translation>
    </message>
    <message>
        <source>Scored: %1</source>
        <translation>Резултат од делењето: %1</translation>
    </message>
    <message>
        <source>The tricks of this hand were not kept (it was saved by an older version).</source>
        <translation>Штиховите од ова делење не се зачувани (зачувано е со постара верзија).</translation>
    </message>
    <message>
        <source>no trick</source>
        <translation>без штих</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Предадени</translation>
    </message>
    <message>
        <source>to %1: %2</source>
        <translation>на %1: %2</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Добиени</translation>
    </message>
    <message>
        <source>from %1: %2</source>
        <translation>од %1: %2</translation>
    </message>
    <message>
        <source>with the kitty: %1</source>
        <translation>со талонот: %1</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Штих %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(cancelled)</source>
        <translation>(поништена)</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hint: play %1, the lead least likely to win the trick.</source>
        <translation>Совет: играј %1 — излезот што најретко го зема штихот.</translation>
    </message>
    <message>
        <source>Hint: play %1: drop the queen under %2.</source>
        <translation>Совет: играј %1: фрли ја дамата под %2.</translation>
    </message>
    <message>
        <source>Hint: play %1: the others likely still have this suit, so play high.</source>
        <translation>Совет: играј %1: другите веројатно ја имаат бојата, играј високо.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed your highest card.</source>
        <translation>Совет: играј %1: немаш боја — ослободи се од највисоката карта.</translation>
    </message>
    <message>
        <source>unguarded queen</source>
        <translation>незаштитена</translation>
    </message>
    <message>
        <source>Hint: play %1, your only legal card.</source>
        <translation>Совет: играј %1 — единствената дозволена карта.</translation>
    </message>
    <message>
        <source>Hint: play %1: the first trick carries no points, so lead high.</source>
        <translation>Совет: играј %1: првиот штих е без поени, излези високо.</translation>
    </message>
    <message>
        <source>Hint: play %1: lead spades to force the queen out.</source>
        <translation>Совет: играј %1: излегувај со пик за да ја истераш дамата.</translation>
    </message>
    <message>
        <source>Hint: play %1: no lead is safe, and this one costs least.</source>
        <translation>Совет: играј %1: секој излез е ризичен, овој чини најмалку.</translation>
    </message>
    <message>
        <source>Hint: play %1: win this trick, %2 is going for the moon.</source>
        <translation>Совет: играј %1: земи го штихот, %2 оди на месечината.</translation>
    </message>
    <message>
        <source>Hint: play %1: lose this trick too for the no-trick bonus.</source>
        <translation>Совет: играј %1: изгуби го и овој штих за бонусот.</translation>
    </message>
    <message>
        <source>Hint: play %1, your only card that loses the trick.</source>
        <translation>Совет: играј %1 — единствената твоја карта што губи.</translation>
    </message>
    <message>
        <source>Hint: play %1, the highest card that still loses the trick.</source>
        <translation>Совет: играј %1 — највисоката карта што губи.</translation>
    </message>
    <message>
        <source>Hint: play %1: the trick is yours anyway, so play high.</source>
        <translation>Совет: играј %1: штихот е твој, па играј високо.</translation>
    </message>
    <message>
        <source>Hint: play %1: this trick lowers your score, so take it.</source>
        <translation>Совет: играј %1: штихот ти го намалува резултатот, земи го.</translation>
    </message>
    <message>
        <source>Hint: play %1: played last, it wins the trick and its bonus.</source>
        <translation>Совет: играј %1: последна, го зема штихот и бонусот.</translation>
    </message>
    <message>
        <source>Hint: play %1: you play last and there are no points, so play high.</source>
        <translation>Совет: играј %1: играш последно и нема поени, играј високо.</translation>
    </message>
    <message>
        <source>Hint: pass %1 (not %3): %2 fewer points.</source>
        <translation>Совет: предај %1 (не %3): %2 поени помалку.</translation>
    </message>
    <message>
        <source>Hint: play %1: %2 fewer points than %3.</source>
        <translation>Совет: играј %1: %2 поени помалку од %3.</translation>
    </message>
    <message>
        <source>Hint: play %1: no points on the trick yet, so play high.</source>
        <translation>Совет: играј %1: штихот сѐ уште нема поени, играј високо.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t stay under, so play low.</source>
        <translation>Совет: играј %1: не можеш да останеш под, играј ниско.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed points.</source>
        <translation>Совет: играј %1: немаш боја — ослободи се од поени.</translation>
    </message>
    <message>
        <source>Hint: play %1: give %2 no points towards the moon.</source>
        <translation>Совет: играј %1: не давај поени, %2 оди на месечината.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed a high spade.</source>
        <translation>Совет: играј %1: немаш боја — ослободи се од висок пик.</translation>
    </message>
    <message>
        <source>high spade</source>
        <translation>висок пик</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>high heart</source>
        <translation>високо срце</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>срце</translation>
    </message>
    <message>
        <source>short suit</source>
        <translation>кратка боја</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>висока карта</translation>
    </message>
    <message>
        <source>Hint: pass %1 (%2).</source>
        <translation>Совет: предај %1 (%2).</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>%1 (in a dialog)</source>
        <translation>%1 (во дијалог)</translation>
    </message>
    <message>
        <source>Move the focus ring across your cards (the first press shows it)</source>
        <translation>Помести ја рамката на фокусот низ твоите карти (првиот притисок ја прикажува)</translation>
    </message>
    <message>
        <source>Select or deselect the ringed card for the pass; play it when it is your turn</source>
        <translation>Избери ја или откажи ја картата во рамката за предавање; одиграј ја кога си на ред</translation>
    </message>
    <message>
        <source>Pass the three selected cards (or say how many are still to choose)</source>
        <translation>Предај ги трите избрани карти (или дознај колку уште треба да избереш)</translation>
    </message>
    <message>
        <source>OK on the cards you received: play starts</source>
        <translation>„Во ред“ за добиените карти: играта почнува</translation>
    </message>
    <message>
        <source>Move between the table and its buttons, and between a dialog&apos;s controls</source>
        <translation>Премини меѓу масата и нејзините копчиња, и меѓу контролите на дијалогот</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + подвлечена буква</translation>
    </message>
    <message>
        <source>Open a menu, or press the button or field with that letter in a dialog</source>
        <translation>Отвори мени или во дијалог притисни го копчето или полето со таа буква</translation>
    </message>
    <message>
        <source>The dialog&apos;s default button: the score sheet after a hand deals the next one, game over starts a new game</source>
        <translation>Стандардното копче на дијалогот: табелата со резултати по делењето го дели следното, крајот на играта започнува нова игра</translation>
    </message>
    <message>
        <source>Close a dialog or a menu (the moon choice waits for an answer; game over leaves the final table in view)</source>
        <translation>Затвори дијалог или мени (изборот за месечината чека одговор; крајот на играта ја остава последната маса на поглед)</translation>
    </message>
    <message>
        <source>The next or previous page of Settings</source>
        <translation>Следната или претходната страница од Поставките</translation>
    </message>
    <message>
        <source>Scroll the rules and this list</source>
        <translation>Лизгај низ правилата и овој список</translation>
    </message>
    <message>
        <source>At the table and in dialogs</source>
        <translation>На масата и во дијалозите</translation>
    </message>
    <message>
        <source>Menu commands</source>
        <translation>Наредби од менијата</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Наредба</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Кратенка</translation>
    </message>
    <message>
        <source>Through the menu</source>
        <translation>Преку менито</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Тастатура</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick</source>
        <translation>Последен штих</translation>
    </message>
    <message>
        <source>Every card of the suit led cancelled: the cards stay in the middle for the winner of the next trick.</source>
        <translation>Сите карти во бојата со која се излезе се поништија: картите остануваат на средина и одат со следниот земен штих.</translation>
    </message>
    <message numerus="yes">
        <source>%n points taken with this trick, the kitty included.</source>
        <translation>
            <numerusform>Поени земени со овој штих, заедно со талонот: %n.</numerusform>
            <numerusform>Поени земени со овој штих, заедно со талонот: %n.</numerusform>
            <numerusform>Поени земени со овој штих, заедно со талонот: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points taken with this trick.</source>
        <translation>
            <numerusform>Поени земени со овој штих: %n.</numerusform>
            <numerusform>Поени земени со овој штих: %n.</numerusform>
            <numerusform>Поени земени со овој штих: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trick is yours.</source>
        <translation>Штихот е твој.</translation>
    </message>
    <message>
        <source>Trick won by: %1</source>
        <translation>Штихот го зеде: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>Flipping the card face up: set to 0 with the back showing, animate to 1. How much of the card&apos;s shadow shows (0: none): in the deal&apos;s pile only the bottom card casts one.</extracomment>
        <translation>поништена</translation>
    </message>
    <message>
        <source>%1, cancelled</source>
        <translation>%1, поништена карта</translation>
    </message>
    <message>
        <source>The kitty, taken with this trick:</source>
        <translation>Талонот, земен со овој штих:</translation>
    </message>
</context>
<context>
    <name>LicenceDialog</name>
    <message>
        <source>Hearts</source>
        <translation>Срца</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Card art</source>
        <translation>Слики на картите</translation>
    </message>
    <message>
        <source>Font</source>
        <translation>Фонт</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Звуци</translation>
    </message>
    <message>
        <source>This licence text is missing from this installation: %1</source>
        <translation>Овој текст на лиценцата недостасува во оваа инсталација: %1</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Лиценци</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Hearts</source>
        <extracomment>How often Python looks for a signal (SIGTERM) while Qt&apos;s event loop runs.
----------
The commands macOS lists in the application&apos;s own menu (the roles set in :mod:`hearts_qt.ui.window.menus`).
----------
Longest main text (one or two sentences); anything longer is cut. Longest text behind the Details button. Between two problems told in one dialog.</extracomment>
        <translation>Срца</translation>
    </message>
    <message>
        <source>Hearts is already running; switch to its window to play.</source>
        <translation>Играта Срца веќе е отворена; премини во нејзиниот прозорец за да играш.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Нова игра</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>&amp;Резултати</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Последен штих</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Совет</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>Пос&amp;тавки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Излез</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>При&amp;каз</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Цел екран</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помош</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About Hearts</source>
        <translation>&amp;За играта Срца</translation>
    </message>
    <message>
        <source>Abandon the current match and start a new one?</source>
        <translation>Да ја прекинеш тековната игра и да започнеш нова?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <source>New game: %1, %2, %3.</source>
        <translation>Нова игра: %1, %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n играч</numerusform>
            <numerusform>%n играчи</numerusform>
            <numerusform>%n играчи</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n points</source>
        <translation>
            <numerusform>се игра до %n</numerusform>
            <numerusform>се игра до %n</numerusform>
            <numerusform>се игра до %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand histor&amp;y…</source>
        <translation>Историја на &amp;делењата…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Ст&amp;атистика…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Врати назад</translation>
    </message>
    <message>
        <source>&amp;Restart hand</source>
        <translation>Одиграј го делењето од по&amp;четок</translation>
    </message>
    <message>
        <source>Play &amp;deal…</source>
        <translation>Одиграј делење по &amp;број…</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Тастатура</translation>
    </message>
    <message>
        <source>Played without %1, so that the deal comes out even.</source>
        <translation>Се игра без %1, за картите да се поделат подеднакво.</translation>
    </message>
    <message>
        <source>⚠ Not saved</source>
        <extracomment>Seconds an answer to a command (Undo, Restart hand) stays in the status bar while the computer plays on. Room kept free between the message and the first mark on the bar&apos;s right.</extracomment>
        <translation>⚠ Не е зачувано</translation>
    </message>
    <message>
        <source>Your game is not saved</source>
        <translation>Твојата игра не е зачувана</translation>
    </message>
    <message>
        <source>Played without %1.</source>
        <translation>Се игра без %1.</translation>
    </message>
    <message>
        <source>Your last card was taken back.</source>
        <translation>Твојата последна карта е вратена.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Зачувана игра</translation>
    </message>
    <message>
        <source>Welcome back: your game was restored.</source>
        <translation>Добредојде повторно: играта е вратена.</translation>
    </message>
    <message>
        <source>It keeps its own rules; your settings apply to the next new game.</source>
        <translation>Таа ги задржува своите правила; твоите поставки важат од следната нова игра.</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Зачувувањето не успеа</translation>
    </message>
    <message>
        <source>Your game is being saved again.</source>
        <translation>Играта повторно се зачувува.</translation>
    </message>
    <message>
        <source>Hearts closed unexpectedly the last time it ran. A game in progress is kept as of its last trick.</source>
        <translation>Играта Срца неочекувано се затвори последниот пат. Играта во тек е зачувана до последниот штих.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used.</source>
        <translation>Датотеката со поставки беше оштетена, па се користат стандардните поставки.</translation>
    </message>
    <message>
        <source>Your settings file was damaged; these settings were reset to their defaults: %1.</source>
        <translation>Датотеката со поставки беше оштетена; овие поставки се вратени на стандардните вредности: %1.</translation>
    </message>
    <message>
        <source>These settings could not be used and were reset to their defaults: %1.</source>
        <translation>Овие поставки не можеа да се користат и се вратени на стандардните вредности: %1.</translation>
    </message>
    <message>
        <source>A copy of the old file is kept at %1.</source>
        <translation>Копија од старата датотека е зачувана како %1.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Поставки</translation>
    </message>
    <message>
        <source>The match is over. Game ▸ New game starts another.</source>
        <translation>Играта заврши. Игра ▸ Нова игра започнува нова.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this hand.</source>
        <translation>Во ова делење сѐ уште нема одигран штих.</translation>
    </message>
    <message>
        <source>The new rules apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Новите правила важат за нова игра. Да ја прекинеш тековната игра и да започнеш нова?</translation>
    </message>
    <message>
        <source>The new rules and opponents&apos; levels apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Новите правила и нивоа на противниците важат за нова игра. Да ја прекинеш тековната игра и да започнеш нова?</translation>
    </message>
    <message>
        <source>The new rules and opponents&apos; levels will apply from the next game.</source>
        <translation>Новите правила и нивоа на противниците ќе важат од следната игра.</translation>
    </message>
    <message>
        <source>The opponents&apos; new levels apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Новите нивоа на противниците важат за нова игра. Да ја прекинеш тековната игра и да започнеш нова?</translation>
    </message>
    <message>
        <source>The opponents&apos; new levels will apply from the next game.</source>
        <translation>Новите нивоа на противниците ќе важат од следната игра.</translation>
    </message>
    <message>
        <source>The new rules will apply from the next game.</source>
        <translation>Новите правила ќе важат од следната игра.</translation>
    </message>
    <message>
        <source>The hand was dealt again from the start as a practice hand: this match no longer counts in your statistics.</source>
        <translation>Картите се поделени повторно од почеток, како делење за вежба: оваа игра повеќе не се брои во твојата статистика.</translation>
    </message>
    <message>
        <source>Quit Hearts</source>
        <translation>Излез од играта Срца</translation>
    </message>
    <message>
        <source>Your game could not be saved: if you quit now, this match is lost.</source>
        <translation>Играта не можеше да се зачува: ако излезеш сега, оваа партија ќе се изгуби.</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Излези сепак</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Open &amp;data folder</source>
        <translation>&amp;Отвори ја папката со податоци</translation>
    </message>
    <message>
        <source>The data folder could not be opened here; it is %1.</source>
        <translation>Папката со податоци не може да се отвори тука; нејзината патека е %1.</translation>
    </message>
    <message>
        <source>Your settings file was damaged; the settings that could be read from it are used.</source>
        <translation>Датотеката со поставки беше оштетена; се користат поставките што можеа да се прочитаат од неа.</translation>
    </message>
    <message>
        <source>Your latest moves could not be saved: if you quit now, the match resumes next time from where it was last saved, in hand %1.</source>
        <translation>Последните потези не можеа да се зачуваат: ако излезеш сега, следниот пат партијата продолжува од местото каде што последен пат беше зачувана, во делење %1.</translation>
    </message>
</context>
<context>
    <name>MoonDialog</name>
    <message>
        <source>Scores after:</source>
        <translation>Резултати по изборот:</translation>
    </message>
    <message>
        <source>You shot the moon!</source>
        <translation>Ја погоди месечината!</translation>
    </message>
    <message numerus="yes">
        <source>You took every penalty card. How should the %n points count?</source>
        <translation>
            <numerusform>Ги зеде сите казнени карти. Како да се бројат поените (%n)?</numerusform>
            <numerusform>Ги зеде сите казнени карти. Како да се бројат поените (%n)?</numerusform>
            <numerusform>Ги зеде сите казнени карти. Како да се бројат поените (%n)?</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Препорачано</translation>
    </message>
    <message>
        <source>Subtract %1 from my score</source>
        <translation>Одземи %1 поени од мојот резултат</translation>
    </message>
    <message>
        <source>Add %1 to everyone else</source>
        <translation>Додај по %1 поени на сите други</translation>
    </message>
    <message>
        <source>Scores now:</source>
        <translation>Сегашни резултати:</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Датотека</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Непознато</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Избери сѐ</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Зго&amp;леми</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>На&amp;мали</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Барај во:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Оди назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Напред</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Оди напред</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Горна папка</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Оди во горната папка</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Создај нова папка</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Создај нова папка</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Список</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Прикажи ги датотеките како список</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Детален приказ</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Прикажи ги датотеките со детали</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Странична лента</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Места и обележувачи</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Датотеки</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Име на датотеката:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Вид датотеки:</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Сите датотеки (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Сите датотеки (*)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зачувај</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Отвори</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Скорешни места</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Преименувај</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Избриши</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Прикажи ги &amp;скриените датотеки</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Нова папка</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Нова папка</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Прикажи </translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Отстрани</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 веќе постои.
Да ја заменам датотеката?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Дали навистина да се избрише „%1“?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>Запишувањето во „%1“ е забрането.
Сепак да се избрише?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Папката не може да се избрише.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Големина</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Изменета</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компјутер</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Врати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повтори</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>И&amp;сечи</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копирај</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Залепи</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Избриши</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Избери сѐ</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Прикажи детали…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Скриј детали…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Во ред</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Зачувај</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Зачувај ги сите</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Отвори</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Да за &amp;сите</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Не</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Н&amp;е за сите</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Прекини</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Обиди се повторно</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Игнорирај</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Откажи</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отфрли</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Помош</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Примени</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Ресетирај</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Врати ги стандардните</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Лизгај до тука</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Најгоре</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Најдолу</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Страница нагоре</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Страница надолу</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Лизгај нагоре</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Лизгај надолу</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Лев раб</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Десен раб</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Страница налево</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Страница надесно</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Лизгај налево</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Лизгај надесно</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Празно место</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>PgUp</translation>
    </message>
    <message>
        <source>PgDown</source>
        <translation>PgDown</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Лево</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Десно</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Горе</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Долу</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копирај</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копирај ја &amp;адресата на врската</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Избери сѐ</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Both</source>
        <comment>a card both the person and the coach chose</comment>
        <translation>Двајцата</translation>
    </message>
    <message>
        <source>Your hand before the pass:</source>
        <translation>Твојата рака пред предавањето:</translation>
    </message>
    <message>
        <source>The trick so far:</source>
        <translation>Штихот досега:</translation>
    </message>
    <message>
        <source>You lead this trick.</source>
        <translation>Ти излегуваш во овој штих.</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Твојата рака:</translation>
    </message>
    <message>
        <source>Played before: %1</source>
        <translation>Одиграно претходно: %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ти</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Подобро</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions flagged.</source>
        <extracomment>A costly decision&apos;s row, as (background, text) on a light and on a dark palette.</extracomment>
        <translation>
            <numerusform>Означени одлуки: %n.</numerusform>
            <numerusform>Означени одлуки: %n.</numerusform>
            <numerusform>Означени одлуки: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You took %n points.</source>
        <translation>
            <numerusform>Ти зеде поени: %n.</numerusform>
            <numerusform>Ти зеде поени: %n.</numerusform>
            <numerusform>Ти зеде поени: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer in your seat took %n points.</source>
        <translation>
            <numerusform>Компјутерот на твоето место зеде поени: %n.</numerusform>
            <numerusform>Компјутерот на твоето место зеде поени: %n.</numerusform>
            <numerusform>Компјутерот на твоето место зеде поени: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Предавање</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Штих %1</translation>
    </message>
    <message>
        <source>all the same</source>
        <translation>сеедно</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <extracomment>The longest technical detail of a failed review shown in the tooltip.</extracomment>
        <translation>Анализа на делење %1</translation>
    </message>
    <message>
        <source>&amp;Cancel review</source>
        <translation>&amp;Прекини ја анализата</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Одлука</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Твој избор</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Очекувани поени</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Најдобар избор</translation>
    </message>
    <message>
        <source>Your points for the whole hand after this choice, on average over the deals the computer tried, with how sure it is of that average (±).</source>
        <translation>Твоите поени за целото делење по овој избор, во просек во делењата што ги проба компјутерот, со тоа колку е сигурен во тој просек (±).</translation>
    </message>
    <message>
        <source>The computer is looking at your decisions…</source>
        <translation>Компјутерот ги разгледува твоите одлуки…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Анализата е прекината.</translation>
    </message>
    <message>
        <source>The computer is playing the same cards in your seat…</source>
        <translation>Компјутерот ги игра истите карти на твоето место…</translation>
    </message>
    <message>
        <source>Select a flagged decision (%1) to see the table at that moment.</source>
        <translation>Избери означена одлука (%1) за да ја видиш масата во тој момент.</translation>
    </message>
    <message>
        <source>only choice</source>
        <translation>единствен избор</translation>
    </message>
    <message>
        <source>✓ your choice</source>
        <translation>✓ твојот избор</translation>
    </message>
    <message>
        <source>The choice with the fewest expected points; ✓ when yours was as good, ≈ when the computer could not tell it from another.</source>
        <translation>Изборот со најмалку очекувани поени; ✓ кога твојот избор бил подеднакво добар, ≈ кога компјутерот не можел да го разликува од друг.</translation>
    </message>
    <message>
        <source>No decision clearly cost you a point or more: well played.</source>
        <translation>Ниедна одлука јасно не те чинеше поен или повеќе: добро одиграно.</translation>
    </message>
    <message>
        <source>This decision cost about %1 points.</source>
        <translation>Оваа одлука чинеше околу %1 поени.</translation>
    </message>
    <message>
        <source>There was no real choice here.</source>
        <translation>Тука немаше вистински избор.</translation>
    </message>
    <message>
        <source>A good choice, or close enough to the best.</source>
        <translation>Добар избор, или доволно близу до најдобриот.</translation>
    </message>
    <message>
        <source>Your seat, played by the computer with the same cards:</source>
        <translation>Твоето место, одиграно од компјутерот со истите карти:</translation>
    </message>
    <message>
        <source>No single decision cost you a point, but small costs add up, and once the computer&apos;s cards differ from yours the others play differently too.</source>
        <translation>Ниедна одделна одлука не те чинеше поен, но малите загуби се собираат, а штом картите на компјутерот се разликуваат од твоите, и другите играат поинаку.</translation>
    </message>
    <message>
        <source>there was not enough memory</source>
        <translation>немаше доволно меморија</translation>
    </message>
    <message>
        <source>the computer&apos;s search stopped on an error</source>
        <translation>пребарувањето на компјутерот запре поради грешка</translation>
    </message>
    <message>
        <source>The review could not be finished (%1).</source>
        <translation>Анализата не можеше да заврши (%1).</translation>
    </message>
    <message numerus="yes">
        <source>You played %1 into a trick you went on to win, and took its %n points yourself.</source>
        <translation>
            <numerusform>Одигра %1 во штих што потоа го зеде, и поените во него (%n) ги зеде ти.</numerusform>
            <numerusform>Одигра %1 во штих што потоа го зеде, и поените во него (%n) ги зеде ти.</numerusform>
            <numerusform>Одигра %1 во штих што потоа го зеде, и поените во него (%n) ги зеде ти.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 won the trick and with it %n points; the better card would not have won it.</source>
        <translation>
            <numerusform>%1 го зеде штихот и поените во него (%n); подобрата карта немаше да го земе.</numerusform>
            <numerusform>%1 го зеде штихот и поените во него (%n); подобрата карта немаше да го земе.</numerusform>
            <numerusform>%1 го зеде штихот и поените во него (%n); подобрата карта немаше да го земе.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not follow suit and kept %1 instead of discarding it (%n points).</source>
        <translation>
            <numerusform>Немаше со што да одговориш на бојата и ја задржа %1 наместо да ја фрлиш (поени: %n).</numerusform>
            <numerusform>Немаше со што да одговориш на бојата и ја задржа %1 наместо да ја фрлиш (поени: %n).</numerusform>
            <numerusform>Немаше со што да одговориш на бојата и ја задржа %1 наместо да ја фрлиш (поени: %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not follow suit and discarded a card without points instead of %1 (%n points).</source>
        <translation>
            <numerusform>Немаше со што да одговориш на бојата и фрли карта без поени наместо %1 (поени: %n).</numerusform>
            <numerusform>Немаше со што да одговориш на бојата и фрли карта без поени наместо %1 (поени: %n).</numerusform>
            <numerusform>Немаше со што да одговориш на бојата и фрли карта без поени наместо %1 (поени: %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>You led %1 while the queen of spades was still out: whoever holds it can drop it on your card.</source>
        <translation>Излезе со %1 додека дамата пик беше уште во игра: кој и да ја држи, може да ја фрли на твојата карта.</translation>
    </message>
    <message>
        <source>You led a heart (%1) while the queen of spades was still out.</source>
        <translation>Излезе со срце (%1) додека дамата пик беше уште во игра.</translation>
    </message>
    <message>
        <source>%1 would still have lost this trick: a safe chance to get rid of a high card was missed.</source>
        <translation>%1 и така немаше да го земе овој штих: пропуштена е безбедна прилика да се ослободиш од висока карта.</translation>
    </message>
    <message>
        <source>You passed %1, the low spades that guarded your high spade.</source>
        <translation>Ги предаде %1, ниските пикови што ја чуваа твојата висока пик-карта.</translation>
    </message>
    <message>
        <source>You kept %1 with fewer than three lower spades to protect it.</source>
        <translation>Ја задржа %1 со помалку од три пониски пика да ја чуваат.</translation>
    </message>
    <message>
        <source>You kept %1 with fewer than three lower spades, so it may be forced to take the queen of spades.</source>
        <translation>Задржа %1 со помалку од три пониски пика, па таа карта може да биде принудена да ја земе дамата пик.</translation>
    </message>
    <message>
        <source>You kept the high hearts %1; the better pass gives them away.</source>
        <translation>Ги задржа високите срца %1; подоброто предавање ги дава.</translation>
    </message>
    <message>
        <source>No single reason can be named: on the deals the computer tried, the other choice took fewer points.</source>
        <translation>Не може да се именува една причина: во делењата што ги проба компјутерот, другиот избор зеде помалку поени.</translation>
    </message>
    <message>
        <source>Too close to call: %1 did about as well as your choice on the deals the computer tried.</source>
        <translation>Не може да се пресуди: со %1 испадна речиси исто како со твојот избор во делењата што ги проба компјутерот.</translation>
    </message>
    <message>
        <source>Too close to call which is best: %1 did about as well as %2 on the deals the computer tried.</source>
        <translation>Не може да се пресуди што е најдобро: со %1 испадна речиси исто како со %2 во делењата што ги проба компјутерот.</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of this game</source>
        <translation>Правила на оваа игра</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Standard</source>
        <translation>Стандардна</translation>
    </message>
    <message>
        <source>Cancellation Hearts</source>
        <translation>Срца со поништување</translation>
    </message>
    <message>
        <source>Black Maria</source>
        <translation>Црна Марија</translation>
    </message>
    <message>
        <source>Spot Hearts</source>
        <translation>Срца по вредност</translation>
    </message>
    <message>
        <source>Each heart scores %1 and the Q♠ %2. The lowest score wins.</source>
        <translation>Секое срце носи %1 поен, а Q♠ %2. Победува најнискиот резултат.</translation>
    </message>
    <message>
        <source>Two packs for %1 to %2 players; identical cards in one trick cancel each other.</source>
        <translation>Два шпила за %1 до %2 играчи; две исти карти во ист штих се поништуваат.</translation>
    </message>
    <message>
        <source>The Q♠ scores %1, the K♠ %2 and the A♠ %3, on top of the hearts.</source>
        <translation>Q♠ носи %1, K♠ %2, а A♠ %3 поени, покрај срцата.</translation>
    </message>
    <message>
        <source>Each heart scores its rank (A = %1) and the Q♠ %2; games go to %3.</source>
        <translation>Секое срце носи колку што вреди (A = %1), а Q♠ %2; се игра до %3.</translation>
    </message>
    <message>
        <source>%1 players, %2 cards each. No trumps.</source>
        <translation>%1 играчи, секој добива по %2 карти. Нема адут.</translation>
    </message>
    <message>
        <source>Two full packs (104 cards) are shuffled together.</source>
        <translation>Два цели шпила (104 карти) се мешаат заедно.</translation>
    </message>
    <message>
        <source>One pack, without %1, so that the deal comes out even.</source>
        <translation>Еден шпил, без %1, за картите да се поделат подеднакво.</translation>
    </message>
    <message>
        <source>One full pack of 52 cards.</source>
        <translation>Еден цел шпил од 52 карти.</translation>
    </message>
    <message>
        <source>No cards are passed: every hand is played as dealt.</source>
        <translation>Не се предаваат карти: секое делење се игра како што е поделено.</translation>
    </message>
    <message>
        <source>After looking at their hand, every player passes three cards face down; everyone picks their cards before anyone sees what they receive.</source>
        <translation>Откако ќе ги погледне своите карти, секој играч предава три покриени карти; сите ги избираат картите пред некој да види што добил.</translation>
    </message>
    <message>
        <source>The pass goes to the left, then to the right, then across; on every fourth hand nobody passes.</source>
        <translation>Картите се предаваат налево, потоа надесно, па на спротивниот играч; во секое четврто делење никој не предава.</translation>
    </message>
    <message>
        <source>The pass goes to the left and to the right, in turn.</source>
        <translation>Картите се предаваат наизменично налево и надесно.</translation>
    </message>
    <message>
        <source>Whoever holds the %1 leads it to the first trick.</source>
        <translation>Играчот што ја има %1 излегува со неа на првиот штих.</translation>
    </message>
    <message>
        <source>The player to the left of the dealer leads the first trick; the dealer moves one seat to the left each hand.</source>
        <translation>На првиот штих излегува играчот лево од делителот; делителот секое делење се поместува едно место налево.</translation>
    </message>
    <message>
        <source>Follow suit if you can; otherwise play any card. The highest card of the suit led wins the trick, and its winner leads the next one.</source>
        <translation>Одговори на бојата ако можеш; ако не можеш, играј која било карта. Штихот го зема највисоката карта во бојата со која се излезе, а тој што го зел излегува на следниот.</translation>
    </message>
    <message>
        <source>On the first trick, a player who cannot follow suit may discard any card, penalty cards included.</source>
        <translation>На првиот штих, играч што не може да одговори на бојата смее да фрли која било карта, вклучувајќи ги и казнените.</translation>
    </message>
    <message>
        <source>On the first trick, a player who cannot follow suit may not discard %1 — unless they hold nothing else.</source>
        <translation>На првиот штих, играч што не може да одговори на бојата не смее да фрли %1 — освен ако нема ништо друго.</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>срце</translation>
    </message>
    <message>
        <source>or</source>
        <translation>или</translation>
    </message>
    <message>
        <source>The %1 is a bonus, not a penalty card: it may be discarded on the first trick.</source>
        <translation>%1 е бонус, а не казнена карта: смее да се фрли на првиот штих.</translation>
    </message>
    <message>
        <source>Hearts may not be led until a heart or the %1 has been played to an earlier trick (“hearts are broken”).</source>
        <translation>Не смее да се излезе со срце додека во некој претходен штих не се одигра срце или %1 („срцата се отворени“).</translation>
    </message>
    <message>
        <source>Hearts may not be led until a heart has been played to an earlier trick (“hearts are broken”); the %1 does not break them.</source>
        <translation>Не смее да се излезе со срце додека во некој претходен штих не се одигра срце („срцата се отворени“); %1 не ги отвора.</translation>
    </message>
    <message>
        <source>A player holding nothing but hearts may lead one. The %1 may be led at any time.</source>
        <translation>Играч што има само срца смее да излезе со срце. Со %1 може да се излезе во секое време.</translation>
    </message>
    <message>
        <source>Each heart taken scores 1 penalty point.</source>
        <translation>Секое земено срце носи 1 казнен поен.</translation>
    </message>
    <message>
        <source>Each heart taken scores its rank: 2 to 10 as marked, J 11, Q 12, K 13, A 14.</source>
        <translation>Секое земено срце носи колку што вреди: од 2 до 10 според бројот на картата, J 11, Q 12, K 13, A 14.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 scores %n penalty points.</source>
        <translation>
            <numerusform>Казнени поени за %1: %n.</numerusform>
            <numerusform>Казнени поени за %1: %n.</numerusform>
            <numerusform>Казнени поени за %1: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cards left over lie face down as a kitty; the winner of the first trick takes them, points and all.</source>
        <translation>
            <numerusform>Преостанатата %n карта лежи покриена како талон; добитникот на првиот штих ја зема, заедно со поените.</numerusform>
            <numerusform>Преостанатите %n карти лежат покриени како талон; добитникот на првиот штих ги зема, заедно со поените.</numerusform>
            <numerusform>Преостанатите %n карти лежат покриени како талон; добитникот на првиот штих ги зема, заедно со поените.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the two %1 scores %n penalty points.</source>
        <translation>
            <numerusform>Казнени поени за секоја од двете %1: %n.</numerusform>
            <numerusform>Казнени поени за секоја од двете %1: %n.</numerusform>
            <numerusform>Казнени поени за секоја од двете %1: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A hand carries %n penalty points in all.</source>
        <translation>
            <numerusform>Казнени поени во едно делење, вкупно: %n.</numerusform>
            <numerusform>Казнени поени во едно делење, вкупно: %n.</numerusform>
            <numerusform>Казнени поени во едно делење, вкупно: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead, %n points are added to every other player&apos;s score.</source>
        <translation>
            <numerusform>Наместо тоа, на резултатот на секој друг играч му се додава %n.</numerusform>
            <numerusform>Наместо тоа, на резултатот на секој друг играч му се додава %n.</numerusform>
            <numerusform>Наместо тоа, на резултатот на секој друг играч му се додава %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead, %n points are subtracted from the shooter&apos;s score.</source>
        <translation>
            <numerusform>Наместо тоа, од резултатот на оној што ја погодил месечината се одзема %n.</numerusform>
            <numerusform>Наместо тоа, од резултатот на оној што ја погодил месечината се одзема %n.</numerusform>
            <numerusform>Наместо тоа, од резултатот на оној што ја погодил месечината се одзема %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone reaches or passes %n points. The lowest total wins.</source>
        <translation>
            <numerusform>Играта завршува по делењето во кое некој ќе стигне до %n или повеќе. Победува најмалиот збир.</numerusform>
            <numerusform>Играта завршува по делењето во кое некој ќе стигне до %n или повеќе. Победува најмалиот збир.</numerusform>
            <numerusform>Играта завршува по делењето во кое некој ќе стигне до %n или повеќе. Победува најмалиот збир.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone passes %n points. The lowest total wins.</source>
        <translation>
            <numerusform>Играта завршува по делењето во кое некој ќе надмине %n. Победува најмалиот збир.</numerusform>
            <numerusform>Играта завршува по делењето во кое некој ќе надмине %n. Победува најмалиот збир.</numerusform>
            <numerusform>Играта завршува по делењето во кое некој ќе надмине %n. Победува најмалиот збир.</numerusform>
        </translation>
    </message>
    <message>
        <source>Omnibus (J♦ %1)</source>
        <translation>Омнибус (J♦ %1)</translation>
    </message>
    <message>
        <source>Standard rules, plus the J♦ is a bonus for whoever takes it: %1, or %2 as a house rule.</source>
        <translation>Стандардни правила, а J♦ е бонус за оној што ќе ја земе: %1, или %2 како домашно правило.</translation>
    </message>
    <message>
        <source>There is no passing in %1.</source>
        <translation>Варијантата „%1“ се игра без предавање карти.</translation>
    </message>
    <message>
        <source>Whoever holds the %1 leads the first trick, with any club.</source>
        <translation>Играчот што ја има %1 излегува на првиот штих, со кој било треф.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, the first lead too: nothing needs to break them.</source>
        <translation>Со срце може да се излезе во секое време, и при првото излегување: срцата не треба да се отворат.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time (after the first lead): nothing needs to break them.</source>
        <translation>Со срце може да се излезе во секое време (по првото излегување): срцата не треба да се отворат.</translation>
    </message>
    <message>
        <source>The %1 is a bonus: whoever takes it scores %2.</source>
        <translation>%1 е бонус: оној што ќе ја земе добива %2.</translation>
    </message>
    <message>
        <source>A player who takes no trick in a hand scores %1 for it.</source>
        <translation>Играч што во едно делење не земе ниту еден штих добива %1.</translation>
    </message>
    <message>
        <source>There is no shooting the moon: a player who takes every penalty card scores them all.</source>
        <translation>Нема пукање во месечината: играч што ќе ги земе сите казнени карти ги добива сите нивни поени.</translation>
    </message>
    <message>
        <source>both %1</source>
        <translation>двете %1</translation>
    </message>
    <message>
        <source>all the hearts</source>
        <translation>сите срца</translation>
    </message>
    <message>
        <source>and</source>
        <translation>и</translation>
    </message>
    <message>
        <source>A player who takes %1 has shot the moon and scores nothing for them.</source>
        <translation>Ако играч земе %1, тоа е пукање во месечината: за нив не добива поени.</translation>
    </message>
    <message>
        <source>The shooter chooses: subtract %1 from their own score, or add %1 to everyone else&apos;s.</source>
        <translation>Тој играч избира: да одземе %1 поени од својот резултат или да им додаде по %1 поени на сите други.</translation>
    </message>
    <message>
        <source>The %1 is part of the moon and is not counted again.</source>
        <translation>%1 е дел од пукањето во месечината и не се брои повторно.</translation>
    </message>
    <message>
        <source>The %1 is not needed for the moon; it still scores %2 for whoever takes it.</source>
        <translation>%1 не е потребна за пукањето во месечината; сепак носи %2 на оној што ќе ја земе.</translation>
    </message>
    <message>
        <source>Two identical cards (same rank and suit) played to the same trick cancel: neither can win the trick, but both still carry their points.</source>
        <translation>Две исти карти (иста вредност и боја) одиграни во ист штих се поништуваат: ниту една не може да го земе штихот, но двете и понатаму носат свои поени.</translation>
    </message>
    <message>
        <source>The highest card of the suit led that is not cancelled wins the trick.</source>
        <translation>Штихот го зема највисоката непоништена карта во бојата со која се излезе.</translation>
    </message>
    <message>
        <source>If every card of the suit led is cancelled, the cards stay in the middle, the same player leads again, and the winner of the next trick takes them too. On the last trick, its leader takes them.</source>
        <translation>Ако сите карти во бојата со која се излезе се поништени, картите остануваат на средина, истиот играч повторно излегува, а добитникот на следниот штих ги зема и нив. Во последниот штих ги зема играчот што излегол.</translation>
    </message>
    <message>
        <source>A player whose total lands exactly on %1 goes back to 0, and the game goes on.</source>
        <translation>Играч чиј збир стигне точно до %1 се враќа на 0, а играта продолжува.</translation>
    </message>
    <message>
        <source>Players tied for the lowest total share the win.</source>
        <translation>Играчите со ист најмал збир ја делат победата.</translation>
    </message>
    <message>
        <source>If several players tie for the lowest total, hands go on until one of them alone has the lowest score.</source>
        <translation>Ако неколку играчи имаат ист најмал збир, се играат нови делења додека само еден од нив не го има најмалиот резултат.</translation>
    </message>
    <message>
        <source>Hearts — %1</source>
        <translation>Срца — %1</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Делење</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Предавање карти</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Тек на играта</translation>
    </message>
    <message>
        <source>Breaking hearts</source>
        <translation>Отворање на срцата</translation>
    </message>
    <message>
        <source>Leading hearts</source>
        <translation>Излегување со срце</translation>
    </message>
    <message>
        <source>Cancelled cards</source>
        <translation>Поништени карти</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Бодување</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>Пукање во месечината</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Крај на играта</translation>
    </message>
</context>
<context>
    <name>SaveGameStore</name>
    <message>
        <source>Your game could not be saved (%1); you can play on, and Hearts will try again after the next trick.</source>
        <extracomment>A real save is a few kilobytes; anything far bigger is not ours (and must not be read into memory). The technical detail of a problem is cut to this many characters (a damaged file can quote 10 MB of itself). A sentence for the player stays under this length; a longer one names the kept file without its folder. A temporary file this old is left over from an interrupted write (a write takes milliseconds). The cards the person had picked to pass but not yet passed (a save made while choosing them).</extracomment>
        <translation>Играта не можеше да се зачува (%1); можеш да играш понатаму, а зачувувањето ќе се проба повторно по следниот штих.</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>не е текст во UTF-8</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>не е исправен JSON</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>премногу длабоко вгнездено</translation>
    </message>
    <message>
        <source>it could not be read (%1)</source>
        <translation>не можеше да се прочита (%1)</translation>
    </message>
    <message>
        <source>the match in it breaks the rules</source>
        <translation>играта во неа ги крши правилата</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <translation>не можеше да се прочита</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>не е обична датотека</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>поголема од %1 бајти</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be restored; a copy is kept at %1; a new game was started.</source>
        <translation>Зачуваната игра беше оштетена и не можеше да се врати; копија е зачувана како %1; започна нова игра.</translation>
    </message>
    <message>
        <source>not a Hearts saved game</source>
        <translation>ова не е зачувана игра на Срца</translation>
    </message>
    <message>
        <source>saved by an unknown version: %1</source>
        <translation>зачувана од непозната верзија: %1</translation>
    </message>
    <message>
        <source>the player names are unusable</source>
        <translation>имињата на играчите се неупотребливи</translation>
    </message>
    <message>
        <source>the computer players&apos; levels are unusable</source>
        <translation>нивоата на компјутерските играчи се неупотребливи</translation>
    </message>
    <message>
        <source>the cards chosen to pass are unusable</source>
        <translation>картите избрани за предавање се неупотребливи</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Target %1</source>
        <extracomment>Okabe &amp; Ito&apos;s colours for colour-blind readers (black is left out: it is the text colour of a light theme). Markers are drawn while points are this far apart or more (denser lines would be a smear of shapes). Players whose lines are the same all along share the line in dashes this long, one colour after another, and their markers stand this far apart along it: none is hidden under another, and none is moved off its value.</extracomment>
        <translation>Се игра до %1</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Графикон со резултати</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Делење</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Поени</translation>
    </message>
    <message>
        <source>No hand has been scored yet.</source>
        <translation>Сѐ уште нема одиграно делење.</translation>
    </message>
    <message>
        <source>The match is played to %1.</source>
        <translation>Се игра до %1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Totals after hand %1, lowest first: %2.</source>
        <translation>Збирови по делењето %1, од најмалиот: %2.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Табела со резултати</translation>
    </message>
    <message>
        <source>&amp;Review hand %1…</source>
        <translation>&amp;Анализа на делење %1…</translation>
    </message>
    <message>
        <source>The computer looks at each of your decisions in the last hand and says which cost points.</source>
        <translation>Компјутерот ја разгледува секоја твоја одлука во последното делење и кажува кои чинеле поени.</translation>
    </message>
    <message>
        <source>Hands played: %1. %2 marks a hand where the moon was shot.</source>
        <translation>Одиграни делења: %1. %2 го означува делењето со пукање во месечината.</translation>
    </message>
    <message>
        <source>Hands played: %1.</source>
        <translation>Одиграни делења: %1.</translation>
    </message>
    <message>
        <source>Hand %1 was the last: the match is over.</source>
        <translation>Делењето %1 беше последно: играта заврши.</translation>
    </message>
    <message>
        <source>Hand %1 is over.</source>
        <translation>Делењето %1 заврши.</translation>
    </message>
    <message>
        <source>Match number %1 (Game ▸ Play deal… deals this match again).</source>
        <translation>Број на играта %1 (Игра ▸ Одиграј делење по број… ја дели оваа игра повторно).</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Делење %1</translation>
    </message>
    <message>
        <source>Hand %1 · deal %2</source>
        <translation>Делење %1 · бр. %2</translation>
    </message>
    <message>
        <source>Deal %1: Game ▸ Play deal… deals these cards again.</source>
        <translation>Делење %1: Игра ▸ Одиграј делење по број… ги дели овие карти повторно.</translation>
    </message>
    <message>
        <source>%1: took %2, scored %3; total %4.</source>
        <translation>%1: земени %2, запишани %3; вкупно %4.</translation>
    </message>
    <message>
        <source>%1 shot the moon: the points were added to everyone else&apos;s score.</source>
        <translation>%1 ја погоди месечината: поените им се додадени на сите други.</translation>
    </message>
    <message>
        <source>%1 shot the moon: the points were subtracted from their own score.</source>
        <translation>%1 ја погоди месечината: поените се одземени од сопствениот резултат.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Вкупно</translation>
    </message>
    <message>
        <source>Lowest total: leading.</source>
        <translation>Најмал збир: води.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>You</source>
        <translation>Ти</translation>
    </message>
    <message>
        <source>Anna</source>
        <extracomment>Interface languages by locale code; &quot;&quot; follows the system. Serbian comes in both scripts; its codes name the script, because before both existed the code &quot;sr&quot; stood for Latin (see :data:`OLD_LANGUAGE_CODES`). Codes older versions stored, read as today&apos;s: Serbian was Latin only, under &quot;sr&quot;. The opponents&apos; default names by seat, as stored; shown in the interface language (:func:`shown_opponent_name`).</extracomment>
        <translation>Ана</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Борис</translation>
    </message>
    <message>
        <source>Clara</source>
        <translation>Клара</translation>
    </message>
    <message>
        <source>Dario</source>
        <translation>Дарио</translation>
    </message>
    <message>
        <source>Eva</source>
        <translation>Ева</translation>
    </message>
    <message>
        <source>Filip</source>
        <translation>Филип</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Поставки</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашни правила</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Играчи</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Изглед</translation>
    </message>
    <message>
        <source>Changed rules take effect in a new game.</source>
        <translation>Изменетите правила важат од новата игра.</translation>
    </message>
    <message>
        <source>&amp;Restore defaults</source>
        <translation>Врати ги &amp;стандардните</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>opponent level</comment>
        <translation>Лесно</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>opponent level</comment>
        <translation>Нормално</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>opponent level</comment>
        <translation>Тешко</translation>
    </message>
    <message>
        <source>Expert (thinks longer)</source>
        <comment>opponent level</comment>
        <translation>Експертско (размислува подолго)</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <comment>animation speed</comment>
        <translation>Веднаш (без анимација)</translation>
    </message>
    <message>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Брзо</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Нормално</translation>
    </message>
    <message>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Бавно</translation>
    </message>
    <message>
        <source>The game ends after a hand in which someone passes this score (a total landing exactly on it goes back to 0).</source>
        <translation>Играта завршува по делењето во кое некој ќе го надмине овој резултат (збир што стигнува точно до него се враќа на 0).</translation>
    </message>
    <message>
        <source>The game ends after a hand in which someone reaches this score.</source>
        <translation>Играта завршува по делењето во кое некој ќе го достигне овој резултат.</translation>
    </message>
    <message>
        <source>A name can be up to %1 characters long.</source>
        <translation>Името може да има најмногу %1 знаци.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Број на &amp;играчи:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Варијанта:</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Се игра &amp;до:</translation>
    </message>
    <message>
        <source>&amp;Finish a hand at once when no points are left to play for</source>
        <translation>&amp;Заврши го делењето веднаш кога нема повеќе поени за земање</translation>
    </message>
    <message>
        <source>Allow &amp;undo (Ctrl+Z takes back your last card)</source>
        <translation>Дозволи в&amp;раќање (Ctrl+Z ја враќа твојата последна карта)</translation>
    </message>
    <message>
        <source>The Q♠ breaks hearts</source>
        <translation>Q♠ ги отвора срцата</translation>
    </message>
    <message>
        <source>When off, only a heart played to a trick lets hearts be led.</source>
        <translation>Кога е исклучено, со срце смее да се излезе дури откако ќе се одигра срце во некој штих.</translation>
    </message>
    <message>
        <source>Penalty cards may be discarded on the first trick</source>
        <translation>На првиот штих смеат да се фрлаат казнени карти</translation>
    </message>
    <message>
        <source>Shooting the moon needs the J♦ too</source>
        <translation>За пукање во месечината потребна е и J♦</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Тек на играта</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>Пукање во месечината</translation>
    </message>
    <message>
        <source>The shooter chooses: subtract from their score or add to everyone else</source>
        <translation>Играчот избира: да си одземе или да им додаде на сите други</translation>
    </message>
    <message>
        <source>Hearts may be led at any time</source>
        <translation>Со срце може да се излезе во секое време</translation>
    </message>
    <message>
        <source>No need to wait until hearts are broken.</source>
        <translation>Не треба да се чека срцата да се отворат.</translation>
    </message>
    <message>
        <source>Any club may open the first trick</source>
        <translation>На првиот штих може да се излезе со кој било треф</translation>
    </message>
    <message>
        <source>Pass three cards (the direction changes each hand)</source>
        <translation>Предавање три карти (насоката се менува секое делење)</translation>
    </message>
    <message>
        <source>At 4 players: to the left, to the right, across, then a hand without passing. At other tables: to the left and to the right in turn.</source>
        <translation>Со 4 играчи: налево, надесно, кон спротивниот, па делење без предавање. Со друг број играчи: наизменично налево и надесно.</translation>
    </message>
    <message>
        <source>Taking no trick in a hand scores %1</source>
        <translation>Делење без ниту еден земен штих носи %1</translation>
    </message>
    <message>
        <source>A total landing exactly on the target goes back to 0</source>
        <translation>Збир што стигнува точно до целта се враќа на 0</translation>
    </message>
    <message>
        <source>The J♦ scores %1 instead of %2</source>
        <translation>J♦ носи %1 наместо %2</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Бодување</translation>
    </message>
    <message>
        <source>Players can shoot the moon</source>
        <translation>Може да се пука во месечината</translation>
    </message>
    <message>
        <source>When off, a player who takes every penalty card just scores them.</source>
        <translation>Кога е исклучено, играч што ќе ги земе сите казнени карти едноставно ги добива нивните поени.</translation>
    </message>
    <message>
        <source>Always add the points to everyone else</source>
        <translation>Секогаш додај ги поените на сите други</translation>
    </message>
    <message>
        <source>Always subtract the points from the shooter</source>
        <translation>Секогаш одземи ги поените од играчот што ги зел сите</translation>
    </message>
    <message>
        <source>Ties for the lowest score</source>
        <translation>Изедначен најмал резултат</translation>
    </message>
    <message>
        <source>When off, the moon is all the hearts and the Q♠; the J♦ still counts as a bonus.</source>
        <translation>Кога е исклучено, за пукање во месечината доволни се сите срца и Q♠; J♦ сепак се брои како бонус.</translation>
    </message>
    <message>
        <source>As some other programs play Omnibus.</source>
        <translation>Како што Омнибус се игра во некои други програми.</translation>
    </message>
    <message>
        <source>Tied players share the win</source>
        <translation>Изедначените играчи ја делат победата</translation>
    </message>
    <message>
        <source>Play more hands until one player alone is lowest</source>
        <translation>Се играат нови делења додека само еден играч не го има најмалиот збир</translation>
    </message>
    <message>
        <source>%1 needs %2 to %3 players.</source>
        <translation>Варијантата „%1“ бара од %2 до %3 играчи.</translation>
    </message>
    <message>
        <source>Choose a level for each opponent</source>
        <translation>Избери ниво за секој противник</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Твоето име:</translation>
    </message>
    <message>
        <source>Opponents&apos; &amp;level:</source>
        <translation>&amp;Ниво на противниците:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Противници</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Јазик на системот</translation>
    </message>
    <message>
        <source>Show the cards you receive until you press OK</source>
        <translation>Покажувај ги добиените карти додека не притиснеш „Во ред“</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Брзина на &amp;анимацијата:</translation>
    </message>
    <message>
        <source>Reduce &amp;motion: cards appear in place instead of sliding</source>
        <translation>Намали го &amp;движењето: картите се појавуваат на место наместо да се лизгаат</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Јазик:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Пушти &amp;звуци</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Гласност</translation>
    </message>
    <message>
        <source>No sound device could be used: Hearts is silent for now.</source>
        <translation>Не може да се користи ниеден звучен уред: играта Срца засега е без звук.</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Гласност:</translation>
    </message>
    <message>
        <source>With 4 players: left, right, across, then a hand without passing. Otherwise: left and right in turn.</source>
        <translation>Со 4 играчи: налево, надесно, кон спротивниот, па делење без предавање. Инаку: наизменично налево и надесно.</translation>
    </message>
    <message>
        <source>Only Omnibus has the J♦ bonus card.</source>
        <translation>Само Омнибус ја има бонус-картата J♦.</translation>
    </message>
    <message>
        <source>hearts, Q♠, K♠ and A♠</source>
        <translation>срца, Q♠, K♠ и A♠</translation>
    </message>
    <message>
        <source>%1 is played without passing.</source>
        <translation>Варијантата „%1“ се игра без предавање карти.</translation>
    </message>
    <message>
        <source>In %1 the player left of the dealer opens with any card.</source>
        <translation>Во варијантата „%1“ играчот лево од делителот излегува со која било карта.</translation>
    </message>
    <message>
        <source>The holder of the lowest club opens, with any club instead of that one.</source>
        <translation>Излегува играчот со најнискиот треф, но со кој било треф, не само со тој.</translation>
    </message>
    <message>
        <source>In %1 the first lead is free, so “any club” does not apply.</source>
        <translation>Во варијантата „%1“ првото излегување е слободно, па правилото „кој било треф“ не важи.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, so nothing needs to break them.</source>
        <translation>Со срце може да се излезе во секое време, па срцата не треба да се отворат.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, so the Q♠ does not need to break them.</source>
        <translation>Со срце може да се излезе во секое време, па Q♠ не треба да ги отвора срцата.</translation>
    </message>
    <message>
        <source>Without shooting the moon, the choices for scoring it do not apply.</source>
        <translation>Без пукање во месечината, изборите за неговото бодување не важат.</translation>
    </message>
    <message>
        <source>hearts and Q♠</source>
        <translation>срца и Q♠</translation>
    </message>
    <message>
        <source>When on, a player who cannot follow suit on the first trick may discard %1.</source>
        <translation>Кога е вклучено, играч што на првиот штих не може да одговори на бојата смее да фрли %1.</translation>
    </message>
    <message>
        <source>Seat %1 (your left):</source>
        <translation>Место %1 (лево од тебе):</translation>
    </message>
    <message>
        <source>Seat %1 (your right):</source>
        <translation>Место %1 (десно од тебе):</translation>
    </message>
    <message>
        <source>Seat %1 (across):</source>
        <translation>Место %1 (спроти тебе):</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Место %1:</translation>
    </message>
    <message>
        <source>Table and cards</source>
        <translation>Маса и карти</translation>
    </message>
    <message>
        <source>Lar&amp;ge cards</source>
        <translation>Големи &amp;карти</translation>
    </message>
    <message>
        <source>Your cards and the trick are drawn larger, as far as the window has room.</source>
        <translation>Твоите карти и штихот се цртаат поголеми, колку што има место во прозорецот.</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>&amp;Лица на картите:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Г&amp;рб на картите:</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>Боја на &amp;масата:</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2.</source>
        <translation>Целниот резултат мора да биде од %1 до %2.</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2, so it stays at %3.</source>
        <translation>Целниот резултат мора да биде од %1 до %2, па останува %3.</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2: %3 is too high, so it stays at %4.</source>
        <translation>Целниот резултат мора да биде од %1 до %2: %3 е премногу, па останува %4.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message numerus="yes">
        <source>The saved variant, %1, needs at least %n players; the Standard game was chosen.</source>
        <extracomment>Animation duration factors by speed name; 0 means no animation at all. Computer player strengths, weakest first. The level :meth:`GameSettings.levels` reports for seat 0, the human. Opponents sit in seats 1..6 (a 7-player game has six of them). Longest name kept (longer ones are cut), so a name fits its place at the table. The range of the sound volume setting (0 is silent, like sound off).</extracomment>
        <translation>
            <numerusform>Зачуваната варијанта, %1, бара најмалку %n играч; избрана е стандардната игра.</numerusform>
            <numerusform>Зачуваната варијанта, %1, бара најмалку %n играчи; избрана е стандардната игра.</numerusform>
            <numerusform>Зачуваната варијанта, %1, бара најмалку %n играчи; избрана е стандардната игра.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1; they apply until Hearts is closed.</source>
        <extracomment>The translated names of the settings the last load reset, in order, each once. What the last load found wrong (None: nothing), until :meth:`take_report` hands it over. Why the last write failed (the file or its folder cannot be written), or None.</extracomment>
        <translation>Поставките не можеа да се зачуваат во %1; важат додека не ја затвориш играта.</translation>
    </message>
    <message>
        <source>The saved rules could not be used together; the Standard game was chosen.</source>
        <translation>Зачуваните правила не можеа да се користат заедно; избрана е стандардната игра.</translation>
    </message>
    <message>
        <source>The saved value “%1” of the setting “%2” could not be used; the default was restored.</source>
        <translation>Зачуваната вредност „%1“ на поставката „%2“ не можеше да се користи; вратена е стандардната вредност.</translation>
    </message>
    <message>
        <source>The saved setting “%1” could not be used; the defaults were restored.</source>
        <translation>Зачуваната поставка „%1“ не можеше да се користи; вратени се стандардните вредности.</translation>
    </message>
    <message>
        <source>Some opponent names were empty; they were given their default names.</source>
        <translation>Некои имиња на противниците беа празни; им се дадени стандардните имиња.</translation>
    </message>
    <message>
        <source>Some saved opponent levels were unknown; those opponents now play at the normal level.</source>
        <translation>Некои зачувани нивоа на противниците беа непознати; тие противници сега играат на нормално ниво.</translation>
    </message>
    <message>
        <source>number of players</source>
        <translation>број на играчи</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>варијанта</translation>
    </message>
    <message>
        <source>target score</source>
        <translation>се игра до</translation>
    </message>
    <message>
        <source>scoring of a shot moon</source>
        <translation>бодување на пукањето во месечината</translation>
    </message>
    <message>
        <source>rule for ties</source>
        <translation>правило за изедначен резултат</translation>
    </message>
    <message>
        <source>rule on the Q♠ breaking hearts</source>
        <translation>правило: Q♠ ги отвора срцата</translation>
    </message>
    <message>
        <source>rule on penalty cards in the first trick</source>
        <translation>правило за казнени карти во првиот штих</translation>
    </message>
    <message>
        <source>rule on passing cards</source>
        <translation>правило за предавање карти</translation>
    </message>
    <message>
        <source>rule on the J♦ and the moon</source>
        <translation>правило за J♦ и месечината</translation>
    </message>
    <message>
        <source>bonus for taking no trick</source>
        <translation>бонус за делење без земен штих</translation>
    </message>
    <message>
        <source>rule on a total landing exactly on the target</source>
        <translation>правило за збир што стигнува точно до целта</translation>
    </message>
    <message>
        <source>rule on breaking hearts</source>
        <translation>правило за отворање на срцата</translation>
    </message>
    <message>
        <source>rule on the club that opens the game</source>
        <translation>правило за трефот со кој се излегува прв</translation>
    </message>
    <message>
        <source>rule on shooting the moon</source>
        <translation>правило за пукање во месечината</translation>
    </message>
    <message>
        <source>value of the J♦</source>
        <translation>вредност на J♦</translation>
    </message>
    <message>
        <source>opponent names</source>
        <translation>имиња на противниците</translation>
    </message>
    <message>
        <source>opponent levels</source>
        <translation>нивоа на противниците</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>брзина на анимацијата</translation>
    </message>
    <message>
        <source>language</source>
        <translation>јазик</translation>
    </message>
    <message>
        <source>pause to look at the received cards</source>
        <translation>пауза за преглед на добиените карти</translation>
    </message>
    <message>
        <source>finishing a hand with no points left to play for</source>
        <translation>завршување на делењето кога нема повеќе поени за земање</translation>
    </message>
    <message>
        <source>allowing undo</source>
        <translation>дозволување враќање потези</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>звук</translation>
    </message>
    <message>
        <source>volume</source>
        <translation>гласност</translation>
    </message>
    <message>
        <source>reduce motion</source>
        <translation>намалено движење</translation>
    </message>
    <message>
        <source>card faces</source>
        <translation>лица на картите</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>грб на картите</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>боја на масата</translation>
    </message>
    <message>
        <source>large cards</source>
        <translation>големи карти</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Easy</source>
        <translation>Лесно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Нормално</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Тешко</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Експертско</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Мешано</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Сите</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Варијанта:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Број на &amp;играчи:</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Противници:</translation>
    </message>
    <message>
        <source>Your figures</source>
        <translation>Твоите резултати</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Одиграни игри:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Добиени игри:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Процент на победи:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Најдолга серија победи:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Одиграни делења:</translation>
    </message>
    <message>
        <source>Average points per hand:</source>
        <translation>Просечни поени по делење:</translation>
    </message>
    <message>
        <source>Moons you shot:</source>
        <translation>Погодени месечини:</translation>
    </message>
    <message>
        <source>Moons shot against you:</source>
        <translation>Погодени месечини против тебе:</translation>
    </message>
    <message>
        <source>Q♠ taken:</source>
        <translation>Земени Q♠:</translation>
    </message>
    <message>
        <source>Best match:</source>
        <translation>Најдобра игра:</translation>
    </message>
    <message>
        <source>Worst match:</source>
        <translation>Најлоша игра:</translation>
    </message>
    <message>
        <source>Matches played to the end; a match still going counts once it is over.</source>
        <translation>Игри одиграни до крај; игра што сѐ уште трае се брои кога ќе заврши.</translation>
    </message>
    <message>
        <source>Every hand played to its score, in matches still going or left unfinished too.</source>
        <translation>Секое делење одиграно до бодувањето, и во игри што сѐ уште траат или се оставени недовршени.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Ресетирај…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>И&amp;звези CSV…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 points, won (%2)</source>
        <translation>Поени: %1, победа (%2)</translation>
    </message>
    <message>
        <source>%1 points (%2)</source>
        <translation>Поени: %1 (%2)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Ресетирање на статистиката</translation>
    </message>
    <message>
        <source>Forget every recorded match and hand? This cannot be undone.</source>
        <translation>Да се избришат сите зачувани игри и делења? Ова не може да се поништи.</translation>
    </message>
    <message>
        <source>Your statistics were reset.</source>
        <translation>Твојата статистика е ресетирана.</translation>
    </message>
    <message>
        <source>Your statistics could not be reset.</source>
        <translation>Твојата статистика не можеше да се ресетира.</translation>
    </message>
    <message>
        <source>hearts-statistics.csv</source>
        <translation>срца-статистика.csv</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Извоз на статистиката</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV датотеки (*.csv)</translation>
    </message>
    <message>
        <source>Statistics exported to %1.</source>
        <translation>Статистиката е извезена во %1.</translation>
    </message>
    <message>
        <source>The statistics could not be exported.</source>
        <translation>Статистиката не можеше да се извезе.</translation>
    </message>
    <message>
        <source>Your statistics are shown read only: their folder cannot be written, so the games you play now are not added.</source>
        <translation>Статистиката се прикажува само за читање: во нејзината папка не може да се запишува, па игрите што ги играш сега не се додаваат.</translation>
    </message>
    <message>
        <source>Best and worst compare matches of one variant and number of players: choose them above.</source>
        <translation>Најдобрата и најлошата игра се споредуваат само во една варијанта и ист број играчи: избери ги горе.</translation>
    </message>
    <message>
        <source>No finished match matches these filters.</source>
        <translation>Ниту една завршена игра не одговара на овие филтри.</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>its folder cannot be written</source>
        <extracomment>The seat whose figures the statistics show: the person at the table. ``opponents_level`` of a match whose computer players were not all of one level. SQLite&apos;s primary result codes for a file that is damaged or is not a database at all. The finished matches are of more than one variant or player count: their scores are not compared (no best or worst match), since a Spot Hearts match to 500 and a 3-player Standard one to 100 score on other scales. The technical detail of the notice :meth:`take_notice` gave last. The file is shown read only (its folder or disk cannot be written): the games of this run are not added.</extracomment>
        <translation>во нејзината папка не може да се запишува</translation>
    </message>
    <message>
        <source>Your statistics cannot be saved (%1): the ones kept so far are shown, and the games of this run are not added.</source>
        <translation>Твојата статистика не може да се зачува (%1): се прикажува досега зачуваната, а игрите од ова пуштање не се додаваат.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1). They were kept as %2; new statistics were started.</source>
        <translation>Твојата статистика не можеше да се прочита (%1). Зачувана е како %2; започната е нова статистика.</translation>
    </message>
    <message>
        <source>Your statistics are not available (%1); the game goes on without them.</source>
        <translation>Твојата статистика не е достапна (%1); играта продолжува без неа.</translation>
    </message>
    <message>
        <source>The statistics could not be exported to %1 (%2).</source>
        <translation>Статистиката не можеше да се извезе во %1 (%2).</translation>
    </message>
    <message>
        <source>they were saved by a newer version of Hearts</source>
        <translation>ја зачувала понова верзија на Срца</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>to the left</source>
        <translation>налево</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>надесно</translation>
    </message>
    <message>
        <source>across</source>
        <translation>кон спротивниот</translation>
    </message>
    <message>
        <source>no passing</source>
        <translation>без предавање</translation>
    </message>
    <message>
        <source>You deal this hand: the player on your left leads the first trick.</source>
        <translation>Сега делиш ти: на првиот штих излегува играчот лево од тебе.</translation>
    </message>
    <message>
        <source>%1 deals this hand: the player on the dealer&apos;s left leads the first trick.</source>
        <translation>Сега дели %1: на првиот штих излегува играчот лево од делителот.</translation>
    </message>
    <message>
        <source>You have chosen the cards to pass.</source>
        <translation>Ги избра картите за предавање.</translation>
    </message>
    <message>
        <source>%1 has chosen the cards to pass.</source>
        <translation>%1 ги избра картите за предавање.</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip: the first letter of &apos;dealer&apos;</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>this hand: %1</source>
        <translation>во ова делење: %1</translation>
    </message>
    <message>
        <source>Hearts may be led</source>
        <extracomment>Between two phrases of one line (&quot;Standard · to 100&quot;).</extracomment>
        <translation>Со срце може да се излезе</translation>
    </message>
    <message>
        <source>Hearts broken</source>
        <translation>Срцата се отворени</translation>
    </message>
    <message>
        <source>Hearts not broken</source>
        <translation>Срцата не се отворени</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Делење %1</translation>
    </message>
    <message>
        <source>Three cards chosen: press Pass cards to pass them.</source>
        <translation>Избрани се три карти: притисни „Предај карти“.</translation>
    </message>
    <message>
        <source>Three cards chosen: press %1 to pass them.</source>
        <translation>Избрани се три карти: притисни %1.</translation>
    </message>
    <message>
        <source>Select three cards with %1 and %2, then press %3.</source>
        <translation>Избери три карти со %1 и %2, па притисни %3.</translation>
    </message>
    <message>
        <source>Your turn: choose a card with %1 and press %2.</source>
        <translation>Ти си на ред: избери карта со %1 и притисни %2.</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>без %1</translation>
    </message>
    <message>
        <source>No passing this hand.</source>
        <translation>Во ова делење нема предавање.</translation>
    </message>
    <message>
        <source>Choose three cards to pass %1 (to %2)</source>
        <translation>Избери три карти за предавање %1 (на: %2)</translation>
    </message>
    <message>
        <source>Every card of the suit led cancelled: the trick stays in the middle.</source>
        <translation>Сите карти во бојата со која се излезе се поништија: штихот останува на средина.</translation>
    </message>
    <message>
        <source>Click three cards, then press Pass cards.</source>
        <translation>Кликни на три карти, па притисни „Предај карти“.</translation>
    </message>
    <message>
        <source>%1 passed you these cards.</source>
        <translation>%1 ти ги предаде овие карти.</translation>
    </message>
    <message>
        <source>Press OK (or Enter) to start playing.</source>
        <translation>Притисни „Во ред“ (или Enter) за да почнеш да играш.</translation>
    </message>
    <message>
        <source>Your turn: click a card to play it.</source>
        <translation>Ти си на ред: кликни на карта за да ја одиграш.</translation>
    </message>
    <message>
        <source>Hearts are broken!</source>
        <translation>Срцата се отворени!</translation>
    </message>
    <message>
        <source>Hint: pass %1.</source>
        <translation>Совет: предај %1.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Совет: играј %1.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Маса за карти</translation>
    </message>
    <message>
        <source>Pass cards</source>
        <translation>Предај карти</translation>
    </message>
    <message>
        <source>Pass the three selected cards</source>
        <translation>Предај ги трите избрани карти</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Во ред</translation>
    </message>
    <message>
        <source>Start playing with the received cards</source>
        <translation>Почни да играш со добиените карти</translation>
    </message>
    <message>
        <source>Drop the card in the middle of the table to play it.</source>
        <translation>Пушти ја картата на средината на масата за да ја одиграш.</translation>
    </message>
    <message>
        <source>You pass three cards: deselect one first.</source>
        <translation>Предаваш три карти: прво откажи една.</translation>
    </message>
    <message>
        <source>To pass, select %1 cards first: %2 selected so far.</source>
        <extracomment>The pass key: P, and П, which the same key types in the Macedonian and Serbian Cyrillic layouts (Qt names a letter key by the letter the layout gives it, so a Cyrillic keyboard never sends Key_P).</extracomment>
        <translation>За да предадеш, прво избери %1 карти: досега избрани %2.</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>може да се игра</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>не може да се игра</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>избрана</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>неизбрана</translation>
    </message>
    <message numerus="yes">
        <source>Kitty: %n cards</source>
        <translation>
            <numerusform>Талон: %n карта</numerusform>
            <numerusform>Талон: %n карти</numerusform>
            <numerusform>Талон: %n карти</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting: %n cards</source>
        <translation>
            <numerusform>Карти што чекаат: %n</numerusform>
            <numerusform>Карти што чекаат: %n</numerusform>
            <numerusform>Карти што чекаат: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>goes to the first trick&apos;s winner</source>
        <translation>оди со првиот земен штих</translation>
    </message>
    <message numerus="yes">
        <source>go to the next trick&apos;s winner</source>
        <translation>
            <numerusform>одат со следниот земен штих</numerusform>
            <numerusform>одат со следниот земен штих</numerusform>
            <numerusform>одат со следниот земен штих</numerusform>
        </translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>бр. %1</translation>
    </message>
    <message>
        <source>pass %1</source>
        <translation>карти %1</translation>
    </message>
</context>
<context>
    <name>ThemePreview</name>
    <message>
        <source>Preview of the table and cards</source>
        <extracomment>The cards shown: one of each colour a four-colour deck changes, a heart, and a back.</extracomment>
        <translation>Преглед на масата и картите</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ти си на ред</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic English deck</source>
        <extracomment>Keyed by :data:`hearts_qt.looks.TABLE_KEYS`, in its order (a test checks it).</extracomment>
        <translation>Класичен англиски шпил</translation>
    </message>
    <message>
        <source>Four colours (♦ blue, ♣ green)</source>
        <translation>Четиробоен шпил (♦ сино, ♣ зелено)</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Црвена мрежа</translation>
    </message>
    <message>
        <source>Blue with two hearts</source>
        <translation>Син со две срца</translation>
    </message>
    <message>
        <source>Green rings</source>
        <translation>Зелени кругови</translation>
    </message>
    <message>
        <source>Burgundy hearts</source>
        <translation>Бордо срца</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Зелено сукно</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Сино сукно</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Темна</translation>
    </message>
    <message>
        <source>High contrast (black)</source>
        <translation>Висок контраст (црна)</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>Points per hand over time</source>
        <translation>Поени по делење низ времето</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Поени по делење</translation>
    </message>
    <message>
        <source>No match has been finished yet.</source>
        <translation>Сѐ уште нема завршена игра.</translation>
    </message>
    <message>
        <source>Average points per hand in each match, oldest first: %1.</source>
        <translation>Просечни поени по делење во секоја игра, од најстарата: %1.</translation>
    </message>
</context>
</TS>
