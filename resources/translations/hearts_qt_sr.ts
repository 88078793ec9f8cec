<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hearts</source>
        <translation>О игри Срца</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Срца</translation>
    </message>
    <message>
        <source>The card game Hearts for %1 to %2 players, with the Omnibus, Cancellation, Black Maria and Spot Hearts variants.</source>
        <translation>Карташка игра Срца за %1 до %2 играча, са варијантама Омнибус, Срца са поништавањем, Црна Марија и Срца по вредности.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Лиценца: GNU General Public License, верзија 3 или новија.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Card art:&lt;/b&gt; Adrian Kennard’s English pattern playing cards (&lt;a href=&quot;https://www.me.uk/cards/&quot;&gt;me.uk/cards&lt;/a&gt;), public domain (CC0 1.0).</source>
        <translation>&lt;b&gt;Изглед карата:&lt;/b&gt; карте енглеског дезена Адријана Кенарда (&lt;a href=&quot;https://www.me.uk/cards/&quot;&gt;me.uk/cards&lt;/a&gt;), јавни домен (CC0 1.0).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fonts:&lt;/b&gt; DejaVu Sans, Bitstream Vera licence; DejaVu changes are in the public domain.</source>
        <translation>&lt;b&gt;Фонтови:&lt;/b&gt; DejaVu Sans, лиценца Bitstream Vera; измене пројекта DejaVu су у јавном домену.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Toolkit:&lt;/b&gt; Qt and Qt for Python (PySide6), under the GNU Lesser General Public License, version 3.</source>
        <translation>&lt;b&gt;Библиотеке:&lt;/b&gt; Qt и Qt for Python (PySide6), под лиценцом GNU Lesser General Public License, верзија 3.</translation>
    </message>
    <message>
        <source>Version %1 (Qt %2)</source>
        <translation>Верзија %1 (Qt %2)</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Лиценце…</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>&amp;О Qt-у</translation>
    </message>
    <message>
        <source>&lt;b&gt;Source code:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Изворни код:&lt;/b&gt; %1</translation>
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
        <translation>%1 (игра %2)</translation>
    </message>
    <message>
        <source>%1: %2 in total, %3 this hand</source>
        <translation>%1: укупно %2, у овом дељењу %3</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Твој потез</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>На потезу је %1</translation>
    </message>
    <message>
        <source>Nobody&apos;s turn</source>
        <translation>Нико није на потезу</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Твоја рука</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Карте на столу</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Резултати</translation>
    </message>
    <message>
        <source>You take the trick, scoring %1.</source>
        <translation>Односиш штих (поени: %1).</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Односиш штих.</translation>
    </message>
    <message>
        <source>%1 takes the trick, scoring %2.</source>
        <translation>%1 односи штих (поени: %2).</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 односи штих.</translation>
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
        <translation>Петица</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Шестица</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Седмица</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Осмица</translation>
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
        <translation>Жандар</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Краљ</translation>
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
        <translation>херц</translation>
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
Срца, игра картама за 3 до 7 играча, против рачунарских противника.

Опције:
  -h, --help       прикажи ову помоћ и изађи
  -v, --version    прикажи верзију и изађи
  --self-test      провери ову инсталацију (карте, фонтове, преводе, звукове, једно цело дељење)
                   и изађи са статусом 0 ако све ради

Сопствене опције Qt-а (као -platform, -style и -reverse) прослеђују се Qt-у.
Подешавања: %2
Сачувана игра, статистика и дневник: %3
Изворни код и лиценца (GPL-3.0-or-later): %4</translation>
    </message>
    <message>
        <source>%1: unknown option %2 (%1 --help lists the options)</source>
        <translation>%1: непозната опција %2 (%1 --help наводи опције)</translation>
    </message>
    <message>
        <source>%1: the option %2 needs a value</source>
        <translation>%1: опција %2 захтева вредност</translation>
    </message>
    <message>
        <source>The self-test&apos;s result is written to %1</source>
        <translation>Резултат самопровере се уписује у %1</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Play deal</source>
        <translation>Одиграј дељење</translation>
    </message>
    <message>
        <source>The same number deals the same cards for the same number of players and variant.</source>
        <translation>Исти број дели исте карте за исти број играча и исту варијанту.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Број дељења</translation>
    </message>
    <message>
        <source>&amp;Whole match (the number is a match number from the score sheet)</source>
        <translation>&amp;Цела игра (број је број игре из табеле резултата)</translation>
    </message>
    <message>
        <source>The game in progress ends.</source>
        <translation>Игра у току се завршава.</translation>
    </message>
    <message>
        <source>A deal number is a whole number from 1 to %1.</source>
        <translation>Број дељења је цео број од 1 до %1.</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>Something went wrong inside Hearts; the game goes on, and the details were written to %1.</source>
        <extracomment>Each line: when, which version, how bad, where, what.</extracomment>
        <translation>Нешто је пошло наопако у игри Срца; игра се наставља, а детаљи су записани у %1.</translation>
    </message>
    <message>
        <source>Something went wrong inside Hearts; the game goes on.</source>
        <translation>Нешто је пошло наопако у игри Срца; игра се наставља.</translation>
    </message>
    <message>
        <source>Some of your files could not be moved from the old folder %1 to %2: they stay where they were, and Hearts tries again at its next start.</source>
        <translation>Неке твоје датотеке нису могле да се преместе из старе фасцикле %1 у %2: остају где су биле, а Срца ће покушати поново при следећем покретању.</translation>
    </message>
</context>
<context>
    <name>DiskErrors</name>
    <message>
        <source>the disk is full</source>
        <translation>диск је пун</translation>
    </message>
    <message>
        <source>the file is in use by another program</source>
        <translation>датотеку користи други програм</translation>
    </message>
    <message>
        <source>there is not enough memory</source>
        <translation>нема довољно меморије</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>датотека је оштећена</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <extracomment>System errors by kind: (error numbers, words); a name this system lacks is left out.</extracomment>
        <translation>твоја квота на диску је потрошена</translation>
    </message>
    <message>
        <source>the file or its folder does not exist</source>
        <translation>датотека или њена фасцикла не постоји</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>фасцикла већ носи то име</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>име је предугачко</translation>
    </message>
    <message>
        <source>the name has characters the disk refuses</source>
        <translation>име садржи знакове које диск не прихвата</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>отворено је превише датотека</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>датотека је превелика</translation>
    </message>
    <message>
        <source>the network drive does not answer</source>
        <translation>мрежни диск не одговара</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <extracomment>SQLite&apos;s primary result codes by kind: PERM 3, BUSY 5, LOCKED 6, NOMEM 7, READONLY 8, IOERR 10, CORRUPT 11, FULL 13, CANTOPEN 14, AUTH 23, NOTADB 26.</extracomment>
        <translation>датотека је само за читање</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>датотека не може да се отвори</translation>
    </message>
    <message>
        <source>the system refused (error %1)</source>
        <translation>систем је одбио (грешка %1)</translation>
    </message>
    <message>
        <source>the database refused (error %1)</source>
        <translation>база података је одбила (грешка %1)</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>систем је одбио</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск је само за читање</translation>
    </message>
    <message>
        <source>access denied</source>
        <translation>приступ је одбијен</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>диск је пријавио грешку</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Pass your cards first: play starts when everyone has passed.</source>
        <translation>Прво проследи карте: игра почиње кад сви проследе своје.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Дељење је завршено.</translation>
    </message>
    <message>
        <source>%1 is not a card.</source>
        <translation>%1 није карта.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Немаш ту карту.</translation>
    </message>
    <message>
        <source>The first trick must be led with a club.</source>
        <translation>На први штих мора да се изађе трефом.</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table.</source>
        <translation>За овим столом нема места %1.</translation>
    </message>
    <message>
        <source>Only cards can be passed.</source>
        <translation>Могу да се проследе само карте.</translation>
    </message>
    <message>
        <source>There are still points to play for.</source>
        <translation>Још има поена за освајање.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>Дељење још није завршено.</translation>
    </message>
    <message>
        <source>This hand has already been scored.</source>
        <translation>Ово дељење је већ уписано у резултате.</translation>
    </message>
    <message>
        <source>The shooter must choose: add to everyone else, or subtract from their own score.</source>
        <translation>Играч који је погодио месец мора да изабере: да дода свима осталима или да одузме од свог резултата.</translation>
    </message>
    <message>
        <source>Finish and score this hand first.</source>
        <translation>Прво заврши ово дељење и упиши резултат.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Игра је завршена.</translation>
    </message>
    <message>
        <source>There is no card of yours to take back in this hand.</source>
        <translation>У овом дељењу нема твоје карте која може да се врати.</translation>
    </message>
    <message>
        <source>You must follow suit: clubs were led.</source>
        <translation>Мораш да одговориш на боју (треф).</translation>
    </message>
    <message>
        <source>You must follow suit: diamonds were led.</source>
        <translation>Мораш да одговориш на боју (каро).</translation>
    </message>
    <message>
        <source>You must follow suit: spades were led.</source>
        <translation>Мораш да одговориш на боју (пик).</translation>
    </message>
    <message>
        <source>You must follow suit: hearts were led.</source>
        <translation>Мораш да одговориш на боју (херц).</translation>
    </message>
    <message>
        <source>You may not play a point card on the first trick.</source>
        <translation>На први штих не смеш да бациш казнену карту.</translation>
    </message>
    <message>
        <source>The first trick must be led with the two of clubs.</source>
        <translation>На први штих мора да се изађе двојком треф.</translation>
    </message>
    <message>
        <source>The first trick must be led with the three of clubs.</source>
        <translation>На први штих мора да се изађе тројком треф.</translation>
    </message>
    <message>
        <source>Hearts are not broken yet.</source>
        <translation>Херц још није отворен.</translation>
    </message>
    <message>
        <source>There is no passing now.</source>
        <translation>Сада се карте не прослеђују.</translation>
    </message>
    <message>
        <source>You have already passed your cards.</source>
        <translation>Твоје карте су већ прослеђене.</translation>
    </message>
    <message>
        <source>Pass exactly three cards.</source>
        <translation>Проследи тачно три карте.</translation>
    </message>
    <message>
        <source>You cannot pass the same card twice.</source>
        <translation>Иста карта не може да се проследи двапут.</translation>
    </message>
    <message>
        <source>You can only pass cards from your own hand.</source>
        <translation>Можеш да проследиш само карте из своје руке.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Undo is turned off in Settings (Allow undo).</source>
        <translation>Опозив је искључен у Подешавањима („Дозволи опозив“).</translation>
    </message>
    <message>
        <source>There is no hand to restart now.</source>
        <translation>Сада нема дељења које може да се понови.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Сачекај свој потез.</translation>
    </message>
    <message>
        <source>No hint right now.</source>
        <translation>Тренутно нема савета.</translation>
    </message>
    <message>
        <source>The hint comes when it is your turn.</source>
        <translation>Савет стиже кад будеш на потезу.</translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation>Савет: размишљам…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 размишља…</translation>
    </message>
    <message>
        <source>No points are left to play for: the rest of the hand was played out.</source>
        <translation>Нема више поена за освајање: остатак дељења је одигран одмах.</translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and took %n points off their own score.</source>
        <translation>
            <numerusform>%1: пуцање у месец! Сопствени резултат је умањен за %n поен.</numerusform>
            <numerusform>%1: пуцање у месец! Сопствени резултат је умањен за %n поена.</numerusform>
            <numerusform>%1: пуцање у месец! Сопствени резултат је умањен за %n поена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and added %n points to everyone else.</source>
        <translation>
            <numerusform>%1: пуцање у месец! Свима осталима резултат је увећан за %n поен.</numerusform>
            <numerusform>%1: пуцање у месец! Свима осталима резултат је увећан за %n поена.</numerusform>
            <numerusform>%1: пуцање у месец! Свима осталима резултат је увећан за %n поена.</numerusform>
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
        <translation>Побеђујеш!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Побеђује %1!</translation>
    </message>
    <message>
        <source>You share the win with %1!</source>
        <translation>Победу делиш са: %1!</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>Заједничка победа: %1.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Крај игре</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Нова игра</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Излаз</translation>
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
        <translation>нико (карте остају на средини)</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Историја дељења</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Дељење</translation>
    </message>
    <message>
        <source>Led by</source>
        <translation>Излази</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>Одигране карте</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Носи</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Поени</translation>
    </message>
    <message>
        <source>Open a hand to see its passes and tricks. %1 marks a card that cancelled with its twin.</source>
        <translation>Отвори дељење да видиш прослеђене карте и штихове. %1 означава карту која се поништила са својим паром.</translation>
    </message>
    <message>
        <source>Open a hand to see its passes and tricks.</source>
        <translation>Отвори дељење да видиш прослеђене карте и штихове.</translation>
    </message>
    <message>
        <source>No hand has been finished yet: each hand is listed here once it is scored.</source>
        <translation>Још ниједно дељење није завршено: свако дељење се овде појављује када се обрачуна.</translation>
    </message>
    <message>
        <source>&amp;Review hand…</source>
        <translation>&amp;Анализа дељења…</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Дељење %1</translation>
    </message>
    <message>
        <source>cards taken back</source>
        <translation>враћене карте</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>вежба</translation>
    </message>
    <message>
        <source>Points taken: %1</source>
        <translation>Узети поени: %1</translation>
    </message>
    <message>
        <source>Scored: %1</source>
        <translation>Резултат дељења: %1</translation>
    </message>
    <message>
        <source>The tricks of this hand were not kept (it was saved by an older version).</source>
        <translation>Штихови из овог дељења нису сачувани (сачувано је старијом верзијом).</translation>
    </message>
    <message>
        <source>no trick</source>
        <translation>без штиха</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Прослеђене</translation>
    </message>
    <message>
        <source>to %1: %2</source>
        <translation>прима %1: %2</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Примљене</translation>
    </message>
    <message>
        <source>from %1: %2</source>
        <translation>даје %1: %2</translation>
    </message>
    <message>
        <source>with the kitty: %1</source>
        <translation>с талоном: %1</translation>
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
        <translation>Савет: одиграј %1 — излаз који најређе носи штих.</translation>
    </message>
    <message>
        <source>Hint: play %1: drop the queen under %2.</source>
        <translation>Савет: одиграј %1: баци даму под %2.</translation>
    </message>
    <message>
        <source>Hint: play %1: the others likely still have this suit, so play high.</source>
        <translation>Савет: одиграј %1: остали вероватно имају боју, играј високо.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed your highest card.</source>
        <translation>Савет: одиграј %1: немаш боју — отараси се највише карте.</translation>
    </message>
    <message>
        <source>unguarded queen</source>
        <translation>незаштићена</translation>
    </message>
    <message>
        <source>Hint: play %1, your only legal card.</source>
        <translation>Савет: одиграј %1 — једину дозвољену карту.</translation>
    </message>
    <message>
        <source>Hint: play %1: the first trick carries no points, so lead high.</source>
        <translation>Савет: одиграј %1: први штих је без поена, изађи високо.</translation>
    </message>
    <message>
        <source>Hint: play %1: lead spades to force the queen out.</source>
        <translation>Савет: одиграј %1: излази пиком да истераш даму.</translation>
    </message>
    <message>
        <source>Hint: play %1: no lead is safe, and this one costs least.</source>
        <translation>Савет: одиграј %1: сваки излаз је ризичан, овај кошта најмање.</translation>
    </message>
    <message>
        <source>Hint: play %1: win this trick, %2 is going for the moon.</source>
        <translation>Савет: одиграј %1: узми штих, %2 иде на месец.</translation>
    </message>
    <message>
        <source>Hint: play %1: lose this trick too for the no-trick bonus.</source>
        <translation>Савет: одиграј %1: изгуби и овај штих због бонуса.</translation>
    </message>
    <message>
        <source>Hint: play %1, your only card that loses the trick.</source>
        <translation>Савет: одиграј %1 — једину своју карту која губи штих.</translation>
    </message>
    <message>
        <source>Hint: play %1, the highest card that still loses the trick.</source>
        <translation>Савет: одиграј %1 — највишу карту која губи штих.</translation>
    </message>
    <message>
        <source>Hint: play %1: the trick is yours anyway, so play high.</source>
        <translation>Савет: одиграј %1: штих је ионако твој, играј високо.</translation>
    </message>
    <message>
        <source>Hint: play %1: this trick lowers your score, so take it.</source>
        <translation>Савет: одиграј %1: овај штих ти смањује резултат, узми га.</translation>
    </message>
    <message>
        <source>Hint: play %1: played last, it wins the trick and its bonus.</source>
        <translation>Савет: одиграј %1: последња, носи штих и бонус.</translation>
    </message>
    <message>
        <source>Hint: play %1: you play last and there are no points, so play high.</source>
        <translation>Савет: одиграј %1: играш на крају и нема поена, играј високо.</translation>
    </message>
    <message>
        <source>Hint: pass %1 (not %3): %2 fewer points.</source>
        <translation>Савет: проследи %1 (не %3): %2 поена мање.</translation>
    </message>
    <message>
        <source>Hint: play %1: %2 fewer points than %3.</source>
        <translation>Савет: одиграј %1: %2 поена мање него уз %3.</translation>
    </message>
    <message>
        <source>Hint: play %1: no points on the trick yet, so play high.</source>
        <translation>Савет: одиграј %1: штих је још без поена, играј високо.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t stay under, so play low.</source>
        <translation>Савет: одиграј %1: не можеш да останеш испод, играј ниско.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed points.</source>
        <translation>Савет: одиграј %1: немаш боју — отараси се поена.</translation>
    </message>
    <message>
        <source>Hint: play %1: give %2 no points towards the moon.</source>
        <translation>Савет: одиграј %1: не дај поене, %2 иде на месец.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed a high spade.</source>
        <translation>Савет: одиграј %1: немаш боју — отараси се високог пика.</translation>
    </message>
    <message>
        <source>high spade</source>
        <translation>високи пик</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>high heart</source>
        <translation>високи херц</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>херц</translation>
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
        <translation>Савет: проследи %1 (%2).</translation>
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
        <translation>%1 (у дијалогу)</translation>
    </message>
    <message>
        <source>Move the focus ring across your cards (the first press shows it)</source>
        <translation>Помери оквир фокуса преко својих карата (први притисак га приказује)</translation>
    </message>
    <message>
        <source>Select or deselect the ringed card for the pass; play it when it is your turn</source>
        <translation>Изабери или поништи избор карте у оквиру за прослеђивање; одиграј је кад си на потезу</translation>
    </message>
    <message>
        <source>Pass the three selected cards (or say how many are still to choose)</source>
        <translation>Проследи три изабране карте (или сазнај колико још треба да изабереш)</translation>
    </message>
    <message>
        <source>OK on the cards you received: play starts</source>
        <translation>„У реду“ за примљене карте: игра почиње</translation>
    </message>
    <message>
        <source>Move between the table and its buttons, and between a dialog&apos;s controls</source>
        <translation>Пређи са стола на његова дугмад и између контрола у дијалогу</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + подвучено слово</translation>
    </message>
    <message>
        <source>Open a menu, or press the button or field with that letter in a dialog</source>
        <translation>Отвори мени или у дијалогу притисни дугме или поље са тим словом</translation>
    </message>
    <message>
        <source>The dialog&apos;s default button: the score sheet after a hand deals the next one, game over starts a new game</source>
        <translation>Подразумевано дугме дијалога: табела резултата после дељења дели следеће, крај игре почиње нову игру</translation>
    </message>
    <message>
        <source>Close a dialog or a menu (the moon choice waits for an answer; game over leaves the final table in view)</source>
        <translation>Затвори дијалог или мени (избор после пуцања у месец чека одговор; крај игре оставља завршни сто на видику)</translation>
    </message>
    <message>
        <source>The next or previous page of Settings</source>
        <translation>Следећа или претходна страница Подешавања</translation>
    </message>
    <message>
        <source>Scroll the rules and this list</source>
        <translation>Листај правила и овај списак</translation>
    </message>
    <message>
        <source>At the table and in dialogs</source>
        <translation>За столом и у дијалозима</translation>
    </message>
    <message>
        <source>Menu commands</source>
        <translation>Наредбе менија</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Наредба</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Пречица</translation>
    </message>
    <message>
        <source>Through the menu</source>
        <translation>Преко менија</translation>
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
        <translation>Последњи штих</translation>
    </message>
    <message>
        <source>Every card of the suit led cancelled: the cards stay in the middle for the winner of the next trick.</source>
        <translation>Све карте у боји којом се изашло су се поништиле: остају на средини, а узима их ко однесе следећи штих.</translation>
    </message>
    <message numerus="yes">
        <source>%n points taken with this trick, the kitty included.</source>
        <translation>
            <numerusform>Поени однети овим штихом, заједно с талоном: %n.</numerusform>
            <numerusform>Поени однети овим штихом, заједно с талоном: %n.</numerusform>
            <numerusform>Поени однети овим штихом, заједно с талоном: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points taken with this trick.</source>
        <translation>
            <numerusform>Поени однети овим штихом: %n.</numerusform>
            <numerusform>Поени однети овим штихом: %n.</numerusform>
            <numerusform>Поени однети овим штихом: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trick is yours.</source>
        <translation>Штих је твој.</translation>
    </message>
    <message>
        <source>Trick won by: %1</source>
        <translation>Штих носи: %1</translation>
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
        <translation>Талон, однет овим штихом:</translation>
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
        <translation>Слике карата</translation>
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
        <translation>Овај текст лиценце недостаје у овој инсталацији: %1</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Лиценце</translation>
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
        <translation>Игра Срца је већ покренута; за играње пређи у њен прозор.</translation>
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
        <translation>&amp;Последњи штих</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Са&amp;вет</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>По&amp;дешавања…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Излаз</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>При&amp;каз</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Цео екран</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помоћ</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About Hearts</source>
        <translation>&amp;О игри Срца</translation>
    </message>
    <message>
        <source>Abandon the current match and start a new one?</source>
        <translation>Напустити тренутну игру и почети нову?</translation>
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
            <numerusform>%n играча</numerusform>
            <numerusform>%n играча</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n points</source>
        <translation>
            <numerusform>до %n поена</numerusform>
            <numerusform>до %n поена</numerusform>
            <numerusform>до %n поена</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand histor&amp;y…</source>
        <translation>Ис&amp;торија дељења…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Опозови</translation>
    </message>
    <message>
        <source>&amp;Restart hand</source>
        <translation>Поново оди&amp;грај дељење</translation>
    </message>
    <message>
        <source>Play &amp;deal…</source>
        <translation>Одиграј дељење по &amp;броју…</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Тастатура</translation>
    </message>
    <message>
        <source>Played without %1, so that the deal comes out even.</source>
        <translation>Игра се без %1, да би се карте поделиле подједнако.</translation>
    </message>
    <message>
        <source>⚠ Not saved</source>
        <extracomment>Seconds an answer to a command (Undo, Restart hand) stays in the status bar while the computer plays on. Room kept free between the message and the first mark on the bar&apos;s right.</extracomment>
        <translation>⚠ Није сачувано</translation>
    </message>
    <message>
        <source>Your game is not saved</source>
        <translation>Твоја игра није сачувана</translation>
    </message>
    <message>
        <source>Played without %1.</source>
        <translation>Игра се без %1.</translation>
    </message>
    <message>
        <source>Your last card was taken back.</source>
        <translation>Твоја последња карта је враћена.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Сачувана игра</translation>
    </message>
    <message>
        <source>Welcome back: your game was restored.</source>
        <translation>Игра је враћена: настављаш тамо где је прекинута.</translation>
    </message>
    <message>
        <source>It keeps its own rules; your settings apply to the next new game.</source>
        <translation>Она задржава своја правила; твоја подешавања важе од следеће нове игре.</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Чување није успело</translation>
    </message>
    <message>
        <source>Your game is being saved again.</source>
        <translation>Игра се поново чува.</translation>
    </message>
    <message>
        <source>Hearts closed unexpectedly the last time it ran. A game in progress is kept as of its last trick.</source>
        <translation>Срца су се неочекивано затворила прошли пут. Игра у току је сачувана до последњег штиха.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used.</source>
        <translation>Датотека са подешавањима је била оштећена, па се користе подразумевана подешавања.</translation>
    </message>
    <message>
        <source>Your settings file was damaged; these settings were reset to their defaults: %1.</source>
        <translation>Датотека са подешавањима је била оштећена; ова подешавања су враћена на подразумеване вредности: %1.</translation>
    </message>
    <message>
        <source>These settings could not be used and were reset to their defaults: %1.</source>
        <translation>Ова подешавања нису могла да се користе и враћена су на подразумеване вредности: %1.</translation>
    </message>
    <message>
        <source>A copy of the old file is kept at %1.</source>
        <translation>Копија старе датотеке је сачувана као %1.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Подешавања</translation>
    </message>
    <message>
        <source>The match is over. Game ▸ New game starts another.</source>
        <translation>Игра је завршена. Игра ▸ Нова игра започиње нову.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this hand.</source>
        <translation>У овом дељењу још није одигран ниједан штих.</translation>
    </message>
    <message>
        <source>The new rules apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Нова правила важе за нову игру. Напустити тренутну игру и почети нову?</translation>
    </message>
    <message>
        <source>The new rules and opponents&apos; levels apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Нова правила и нивои противника важе за нову игру. Напустити тренутну игру и почети нову?</translation>
    </message>
    <message>
        <source>The new rules and opponents&apos; levels will apply from the next game.</source>
        <translation>Нова правила и нивои противника важиће од следеће игре.</translation>
    </message>
    <message>
        <source>The opponents&apos; new levels apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Нови нивои противника важе за нову игру. Напустити тренутну игру и почети нову?</translation>
    </message>
    <message>
        <source>The opponents&apos; new levels will apply from the next game.</source>
        <translation>Нови нивои противника важиће од следеће игре.</translation>
    </message>
    <message>
        <source>The new rules will apply from the next game.</source>
        <translation>Нова правила важиће од следеће игре.</translation>
    </message>
    <message>
        <source>The hand was dealt again from the start as a practice hand: this match no longer counts in your statistics.</source>
        <translation>Карте су поново подељене од почетка, као дељење за вежбу: ова игра се више не рачуна у твоју статистику.</translation>
    </message>
    <message>
        <source>Quit Hearts</source>
        <translation>Излаз из игре Срца</translation>
    </message>
    <message>
        <source>Your game could not be saved: if you quit now, this match is lost.</source>
        <translation>Игра није могла да се сачува: ако сада изађеш, ова партија ће бити изгубљена.</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Ипак изађи</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Open &amp;data folder</source>
        <translation>Отвори фасциклу са по&amp;дацима</translation>
    </message>
    <message>
        <source>The data folder could not be opened here; it is %1.</source>
        <translation>Фасцикла са подацима не може овде да се отвори; њена путања је %1.</translation>
    </message>
    <message>
        <source>Your settings file was damaged; the settings that could be read from it are used.</source>
        <translation>Датотека са подешавањима је била оштећена; користе се подешавања која су могла да се прочитају из ње.</translation>
    </message>
    <message>
        <source>Your latest moves could not be saved: if you quit now, the match resumes next time from where it was last saved, in hand %1.</source>
        <translation>Последњи потези нису могли да се сачувају: ако сада изађеш, партија се следећи пут наставља од места где је последњи пут сачувана, у дељењу %1.</translation>
    </message>
</context>
<context>
    <name>MoonDialog</name>
    <message>
        <source>Scores after:</source>
        <translation>Резултати после избора:</translation>
    </message>
    <message>
        <source>You shot the moon!</source>
        <translation>Пуцање у месец је успело!</translation>
    </message>
    <message numerus="yes">
        <source>You took every penalty card. How should the %n points count?</source>
        <translation>
            <numerusform>Имаш све казнене карте. Како да се рачуна %n поен?</numerusform>
            <numerusform>Имаш све казнене карте. Како да се рачунају %n поена?</numerusform>
            <numerusform>Имаш све казнене карте. Како да се рачуна %n поена?</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Препоручено</translation>
    </message>
    <message>
        <source>Subtract %1 from my score</source>
        <translation>Одузми %1 поена од мог резултата</translation>
    </message>
    <message>
        <source>Add %1 to everyone else</source>
        <translation>Додај по %1 поена свима осталима</translation>
    </message>
    <message>
        <source>Scores now:</source>
        <translation>Тренутни резултати:</translation>
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
        <translation>Фасцикла</translation>
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
        <translation>&amp;Изабери све</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Пове&amp;ћај</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>См&amp;ањи</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Тражи у:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Иди назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Напред</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Иди напред</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Надређена фасцикла</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Иди у надређену фасциклу</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Направи нову фасциклу</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Направи нову фасциклу</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Листа</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Прикажи датотеке као листу</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Детаљан приказ</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Прикажи датотеке са детаљима</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Бочна трака</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Места и обележивачи</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Датотеке</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Име датотеке:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Врста датотека:</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Све датотеке (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Све датотеке (*)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сачувај</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Отвори</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Скорашња места</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Преименуј</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Обриши</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Прикажи &amp;скривене датотеке</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Нова фасцикла</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Нова фасцикла</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Прикажи </translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Уклони</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 већ постоји.
Да ли да заменим ту датотеку?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Да ли заиста да обришем „%1“?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>Упис у „%1“ је забрањен.
Да ли ипак да обришем?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Фасцикла не може да се обрише.</translation>
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
        <translation>Величина</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Врста</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Измењено</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Рачунар</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Опозови</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Понови</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Исе&amp;ци</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копирај</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Налепи</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Обриши</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Изабери све</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Прикажи детаље…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Сакриј детаље…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>У реду</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сачувај</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Сачувај све</translation>
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
        <translation>Да за &amp;све</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Не</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Н&amp;е за све</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Прекини</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Покушај поново</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Занемари</translation>
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
        <translation>Одбаци</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Помоћ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Примени</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Ресетуј</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Врати подразумевано</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Помери довде</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>На врх</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>На дно</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Страна нагоре</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Страна надоле</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Помери нагоре</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Помери надоле</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Леви крај</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Десни крај</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Страна налево</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Страна надесно</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Помери налево</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Помери надесно</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Размак</translation>
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
        <translation>Доле</translation>
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
        <translation>Копирај &amp;адресу везе</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Изабери све</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Both</source>
        <comment>a card both the person and the coach chose</comment>
        <translation>Обоје</translation>
    </message>
    <message>
        <source>Your hand before the pass:</source>
        <translation>Твоја рука пре прослеђивања:</translation>
    </message>
    <message>
        <source>The trick so far:</source>
        <translation>Штих до сада:</translation>
    </message>
    <message>
        <source>You lead this trick.</source>
        <translation>Ти излазиш у овом штиху.</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Твоја рука:</translation>
    </message>
    <message>
        <source>Played before: %1</source>
        <translation>Одиграно раније: %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ти</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Боље</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions flagged.</source>
        <extracomment>A costly decision&apos;s row, as (background, text) on a light and on a dark palette.</extracomment>
        <translation>
            <numerusform>%n одлука је означена.</numerusform>
            <numerusform>%n одлуке су означене.</numerusform>
            <numerusform>%n одлука је означено.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You took %n points.</source>
        <translation>
            <numerusform>Ти: %n поен.</numerusform>
            <numerusform>Ти: %n поена.</numerusform>
            <numerusform>Ти: %n поена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer in your seat took %n points.</source>
        <translation>
            <numerusform>Рачунар на твом месту: %n поен.</numerusform>
            <numerusform>Рачунар на твом месту: %n поена.</numerusform>
            <numerusform>Рачунар на твом месту: %n поена.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Прослеђивање</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Штих %1</translation>
    </message>
    <message>
        <source>all the same</source>
        <translation>свеједно</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <extracomment>The longest technical detail of a failed review shown in the tooltip.</extracomment>
        <translation>Анализа дељења %1</translation>
    </message>
    <message>
        <source>&amp;Cancel review</source>
        <translation>&amp;Прекини анализу</translation>
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
        <translation>Очекивани поени</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Најбољи избор</translation>
    </message>
    <message>
        <source>Your points for the whole hand after this choice, on average over the deals the computer tried, with how sure it is of that average (±).</source>
        <translation>Твоји поени за цело дељење после овог избора, у просеку у дељењима која је рачунар испробао, уз то колико је сигуран у тај просек (±).</translation>
    </message>
    <message>
        <source>The computer is looking at your decisions…</source>
        <translation>Рачунар анализира твоје одлуке…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Анализа је прекинута.</translation>
    </message>
    <message>
        <source>The computer is playing the same cards in your seat…</source>
        <translation>Рачунар игра истим картама на твом месту…</translation>
    </message>
    <message>
        <source>Select a flagged decision (%1) to see the table at that moment.</source>
        <translation>Изабери означену одлуку (%1) да видиш сто у том тренутку.</translation>
    </message>
    <message>
        <source>only choice</source>
        <translation>једини избор</translation>
    </message>
    <message>
        <source>✓ your choice</source>
        <translation>✓ твој избор</translation>
    </message>
    <message>
        <source>The choice with the fewest expected points; ✓ when yours was as good, ≈ when the computer could not tell it from another.</source>
        <translation>Избор са најмање очекиваних поена; ✓ када је твој избор био једнако добар, ≈ када рачунар није могао да га разликује од другог.</translation>
    </message>
    <message>
        <source>No decision clearly cost you a point or more: well played.</source>
        <translation>Ниједна одлука те није јасно коштала поен или више: добро одиграно.</translation>
    </message>
    <message>
        <source>This decision cost about %1 points.</source>
        <translation>Ова одлука је коштала око %1 поена.</translation>
    </message>
    <message>
        <source>There was no real choice here.</source>
        <translation>Овде није било правог избора.</translation>
    </message>
    <message>
        <source>A good choice, or close enough to the best.</source>
        <translation>Добар избор, или довољно близу најбољем.</translation>
    </message>
    <message>
        <source>Your seat, played by the computer with the same cards:</source>
        <translation>Твоје место са истим картама, кад игра рачунар:</translation>
    </message>
    <message>
        <source>No single decision cost you a point, but small costs add up, and once the computer&apos;s cards differ from yours the others play differently too.</source>
        <translation>Ниједна појединачна одлука те није коштала поен, али се мали губици сабирају, а чим се карте рачунара разликују од твојих, и остали играју другачије.</translation>
    </message>
    <message>
        <source>there was not enough memory</source>
        <translation>није било довољно меморије</translation>
    </message>
    <message>
        <source>the computer&apos;s search stopped on an error</source>
        <translation>претрага рачунара се зауставила због грешке</translation>
    </message>
    <message>
        <source>The review could not be finished (%1).</source>
        <translation>Анализа није могла да се заврши (%1).</translation>
    </message>
    <message numerus="yes">
        <source>You played %1 into a trick you went on to win, and took its %n points yourself.</source>
        <translation>
            <numerusform>%1 иде у штих који потом носиш, и %n поен иде теби.</numerusform>
            <numerusform>%1 иде у штих који потом носиш, и %n поена иду теби.</numerusform>
            <numerusform>%1 иде у штих који потом носиш, и %n поена иде теби.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 won the trick and with it %n points; the better card would not have won it.</source>
        <translation>
            <numerusform>%1 носи штих и с њим %n поен; боља карта га не би однела.</numerusform>
            <numerusform>%1 носи штих и с њим %n поена; боља карта га не би однела.</numerusform>
            <numerusform>%1 носи штих и с њим %n поена; боља карта га не би однела.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not follow suit and kept %1 instead of discarding it (%n points).</source>
        <translation>
            <numerusform>Без карте у боји којом се изашло задржаваш %1 уместо да је бациш (%n поен).</numerusform>
            <numerusform>Без карте у боји којом се изашло задржаваш %1 уместо да је бациш (%n поена).</numerusform>
            <numerusform>Без карте у боји којом се изашло задржаваш %1 уместо да је бациш (%n поена).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not follow suit and discarded a card without points instead of %1 (%n points).</source>
        <translation>
            <numerusform>Без карте у боји којом се изашло бацаш карту без поена уместо %1 (%n поен).</numerusform>
            <numerusform>Без карте у боји којом се изашло бацаш карту без поена уместо %1 (%n поена).</numerusform>
            <numerusform>Без карте у боји којом се изашло бацаш карту без поена уместо %1 (%n поена).</numerusform>
        </translation>
    </message>
    <message>
        <source>You led %1 while the queen of spades was still out: whoever holds it can drop it on your card.</source>
        <translation>Излазиш картом %1 док је дама пик још у игри: ко год је држи, може да је баци на твоју карту.</translation>
    </message>
    <message>
        <source>You led a heart (%1) while the queen of spades was still out.</source>
        <translation>Излазиш херцом (%1) док је дама пик још у игри.</translation>
    </message>
    <message>
        <source>%1 would still have lost this trick: a safe chance to get rid of a high card was missed.</source>
        <translation>%1 ионако не би однела овај штих: пропуштена је безбедна прилика да се отарасиш високе карте.</translation>
    </message>
    <message>
        <source>You passed %1, the low spades that guarded your high spade.</source>
        <translation>Прослеђујеш %1, ниске пикове који су чували твој високи пик.</translation>
    </message>
    <message>
        <source>You kept %1 with fewer than three lower spades to protect it.</source>
        <translation>Задржаваш %1 са мање од три нижа пика да је чувају.</translation>
    </message>
    <message>
        <source>You kept %1 with fewer than three lower spades, so it may be forced to take the queen of spades.</source>
        <translation>Задржаваш %1 са мање од три нижа пика, па та карта може бити приморана да узме даму пик.</translation>
    </message>
    <message>
        <source>You kept the high hearts %1; the better pass gives them away.</source>
        <translation>Задржаваш високе херчеве %1; боље прослеђивање их даје даље.</translation>
    </message>
    <message>
        <source>No single reason can be named: on the deals the computer tried, the other choice took fewer points.</source>
        <translation>Не може се навести један разлог: у дељењима која је рачунар испробао, други избор је донео мање поена.</translation>
    </message>
    <message>
        <source>Too close to call: %1 did about as well as your choice on the deals the computer tried.</source>
        <translation>Не може се пресудити: са %1 је испало скоро исто као са твојим избором у дељењима која је рачунар испробао.</translation>
    </message>
    <message>
        <source>Too close to call which is best: %1 did about as well as %2 on the deals the computer tried.</source>
        <translation>Не може се пресудити шта је најбоље: са %1 је испало скоро исто као са %2 у дељењима која је рачунар испробао.</translation>
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
        <translation>Правила ове игре</translation>
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
        <translation>Срца са поништавањем</translation>
    </message>
    <message>
        <source>Black Maria</source>
        <translation>Црна Марија</translation>
    </message>
    <message>
        <source>Spot Hearts</source>
        <translation>Срца по вредности</translation>
    </message>
    <message>
        <source>Each heart scores %1 and the Q♠ %2. The lowest score wins.</source>
        <translation>Сваки херц носи %1 поен, а Q♠ %2. Побеђује најмањи резултат.</translation>
    </message>
    <message>
        <source>Two packs for %1 to %2 players; identical cards in one trick cancel each other.</source>
        <translation>Два шпила за %1 до %2 играча; исте карте у једном штиху поништавају једна другу.</translation>
    </message>
    <message>
        <source>The Q♠ scores %1, the K♠ %2 and the A♠ %3, on top of the hearts.</source>
        <translation>Q♠ носи %1, K♠ %2, а A♠ %3 поена, поред херчева.</translation>
    </message>
    <message>
        <source>Each heart scores its rank (A = %1) and the Q♠ %2; games go to %3.</source>
        <translation>Сваки херц носи своју вредност (A = %1), а Q♠ %2; игра се до %3.</translation>
    </message>
    <message>
        <source>%1 players, %2 cards each. No trumps.</source>
        <translation>%1 играча, свако добија по %2 карата. Нема адута.</translation>
    </message>
    <message>
        <source>Two full packs (104 cards) are shuffled together.</source>
        <translation>Два цела шпила (104 карте) мешају се заједно.</translation>
    </message>
    <message>
        <source>One pack, without %1, so that the deal comes out even.</source>
        <translation>Један шпил, без %1, да би се карте поделиле подједнако.</translation>
    </message>
    <message>
        <source>One full pack of 52 cards.</source>
        <translation>Један цео шпил од 52 карте.</translation>
    </message>
    <message>
        <source>No cards are passed: every hand is played as dealt.</source>
        <translation>Карте се не прослеђују: свако дељење се игра онако како је подељено.</translation>
    </message>
    <message>
        <source>After looking at their hand, every player passes three cards face down; everyone picks their cards before anyone sees what they receive.</source>
        <translation>Пошто погледа своје карте, сваки играч прослеђује три карте лицем надоле; сви бирају карте пре него што ико види шта је добио.</translation>
    </message>
    <message>
        <source>The pass goes to the left, then to the right, then across; on every fourth hand nobody passes.</source>
        <translation>Карте се прослеђују лево, затим десно, па преко пута; у сваком четвртом дељењу нико не прослеђује.</translation>
    </message>
    <message>
        <source>The pass goes to the left and to the right, in turn.</source>
        <translation>Карте се прослеђују наизменично лево и десно.</translation>
    </message>
    <message>
        <source>Whoever holds the %1 leads it to the first trick.</source>
        <translation>Играч који има %1 излази том картом на први штих.</translation>
    </message>
    <message>
        <source>The player to the left of the dealer leads the first trick; the dealer moves one seat to the left each hand.</source>
        <translation>На први штих излази играч лево од делиоца; делилац се сваког дељења помера за једно место улево.</translation>
    </message>
    <message>
        <source>Follow suit if you can; otherwise play any card. The highest card of the suit led wins the trick, and its winner leads the next one.</source>
        <translation>Одговори на боју ако можеш; ако не можеш, одиграј било коју карту. Штих носи најјача карта у боји којом се изашло, а ко га однесе излази на следећи.</translation>
    </message>
    <message>
        <source>On the first trick, a player who cannot follow suit may discard any card, penalty cards included.</source>
        <translation>На првом штиху играч који не може да одговори на боју сме да баци било коју карту, укључујући и казнене.</translation>
    </message>
    <message>
        <source>On the first trick, a player who cannot follow suit may not discard %1 — unless they hold nothing else.</source>
        <translation>На првом штиху играч који не може да одговори на боју не сме да баци %1 — осим ако нема ништа друго.</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>херц</translation>
    </message>
    <message>
        <source>or</source>
        <translation>или</translation>
    </message>
    <message>
        <source>The %1 is a bonus, not a penalty card: it may be discarded on the first trick.</source>
        <translation>%1 је бонус, а не казнена карта: сме да се баци на први штих.</translation>
    </message>
    <message>
        <source>Hearts may not be led until a heart or the %1 has been played to an earlier trick (“hearts are broken”).</source>
        <translation>Не сме да се изађе херцом док у неком ранијем штиху не буде одигран херц или %1 („херц је отворен“).</translation>
    </message>
    <message>
        <source>Hearts may not be led until a heart has been played to an earlier trick (“hearts are broken”); the %1 does not break them.</source>
        <translation>Не сме да се изађе херцом док у неком ранијем штиху не буде одигран херц („херц је отворен“); %1 га не отвара.</translation>
    </message>
    <message>
        <source>A player holding nothing but hearts may lead one. The %1 may be led at any time.</source>
        <translation>Играч који има само херчеве сме да изађе херцом. Картом %1 може да се изађе у било ком тренутку.</translation>
    </message>
    <message>
        <source>Each heart taken scores 1 penalty point.</source>
        <translation>Сваки узети херц носи 1 казнени поен.</translation>
    </message>
    <message>
        <source>Each heart taken scores its rank: 2 to 10 as marked, J 11, Q 12, K 13, A 14.</source>
        <translation>Сваки узети херц носи онолико колико вреди: од 2 до 10 по броју на карти, J 11, Q 12, K 13, A 14.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 scores %n penalty points.</source>
        <translation>
            <numerusform>%1 носи %n казнени поен.</numerusform>
            <numerusform>%1 носи %n казнена поена.</numerusform>
            <numerusform>%1 носи %n казнених поена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cards left over lie face down as a kitty; the winner of the first trick takes them, points and all.</source>
        <translation>
            <numerusform>Преостала %n карта лежи лицем надоле као талон; ко однесе први штих, узима је заједно с поенима.</numerusform>
            <numerusform>Преостале %n карте леже лицем надоле као талон; ко однесе први штих, узима их заједно с поенима.</numerusform>
            <numerusform>Преосталих %n карата лежи лицем надоле као талон; ко однесе први штих, узима их заједно с поенима.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the two %1 scores %n penalty points.</source>
        <translation>
            <numerusform>Свака од две %1 носи %n казнени поен.</numerusform>
            <numerusform>Свака од две %1 носи %n казнена поена.</numerusform>
            <numerusform>Свака од две %1 носи %n казнених поена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A hand carries %n penalty points in all.</source>
        <translation>
            <numerusform>У дељењу има укупно %n казнени поен.</numerusform>
            <numerusform>У дељењу има укупно %n казнена поена.</numerusform>
            <numerusform>У дељењу има укупно %n казнених поена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead, %n points are added to every other player&apos;s score.</source>
        <translation>
            <numerusform>Уместо тога, свим осталим играчима додаје се по %n поен.</numerusform>
            <numerusform>Уместо тога, свим осталим играчима додаје се по %n поена.</numerusform>
            <numerusform>Уместо тога, свим осталим играчима додаје се по %n поена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead, %n points are subtracted from the shooter&apos;s score.</source>
        <translation>
            <numerusform>Уместо тога, од резултата играча који је погодио месец одузима се %n поен.</numerusform>
            <numerusform>Уместо тога, од резултата играча који је погодио месец одузимају се %n поена.</numerusform>
            <numerusform>Уместо тога, од резултата играча који је погодио месец одузима се %n поена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone reaches or passes %n points. The lowest total wins.</source>
        <translation>
            <numerusform>Игра се завршава после дељења у којем неко достигне или пређе %n поен. Побеђује најмањи збир.</numerusform>
            <numerusform>Игра се завршава после дељења у којем неко достигне или пређе %n поена. Побеђује најмањи збир.</numerusform>
            <numerusform>Игра се завршава после дељења у којем неко достигне или пређе %n поена. Побеђује најмањи збир.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone passes %n points. The lowest total wins.</source>
        <translation>
            <numerusform>Игра се завршава после дељења у којем неко пређе %n поен. Побеђује најмањи збир.</numerusform>
            <numerusform>Игра се завршава после дељења у којем неко пређе %n поена. Побеђује најмањи збир.</numerusform>
            <numerusform>Игра се завршава после дељења у којем неко пређе %n поена. Побеђује најмањи збир.</numerusform>
        </translation>
    </message>
    <message>
        <source>Omnibus (J♦ %1)</source>
        <translation>Омнибус (J♦ %1)</translation>
    </message>
    <message>
        <source>Standard rules, plus the J♦ is a bonus for whoever takes it: %1, or %2 as a house rule.</source>
        <translation>Стандардна правила, уз то J♦ је бонус за онога ко га узме: %1, или %2 као кућно правило.</translation>
    </message>
    <message>
        <source>There is no passing in %1.</source>
        <translation>Варијанта „%1“ игра се без прослеђивања карата.</translation>
    </message>
    <message>
        <source>Whoever holds the %1 leads the first trick, with any club.</source>
        <translation>Играч који има %1 излази на први штих, било којим трефом.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, the first lead too: nothing needs to break them.</source>
        <translation>Херцом може да се изађе у било ком тренутку, и при првом изласку: херц не мора да се отвори.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time (after the first lead): nothing needs to break them.</source>
        <translation>Херцом може да се изађе у било ком тренутку (после првог изласка): херц не мора да се отвори.</translation>
    </message>
    <message>
        <source>The %1 is a bonus: whoever takes it scores %2.</source>
        <translation>%1 је бонус: ко га узме, добија %2.</translation>
    </message>
    <message>
        <source>A player who takes no trick in a hand scores %1 for it.</source>
        <translation>Играч који у дељењу не узме ниједан штих добија за то %1.</translation>
    </message>
    <message>
        <source>There is no shooting the moon: a player who takes every penalty card scores them all.</source>
        <translation>Нема пуцања у месец: играч који узме све казнене карте добија све њихове поене.</translation>
    </message>
    <message>
        <source>both %1</source>
        <translation>обе %1</translation>
    </message>
    <message>
        <source>all the hearts</source>
        <translation>све херчеве</translation>
    </message>
    <message>
        <source>and</source>
        <translation>и</translation>
    </message>
    <message>
        <source>A player who takes %1 has shot the moon and scores nothing for them.</source>
        <translation>Ако играч узме %1, то је пуцање у месец: за њих не добија поене.</translation>
    </message>
    <message>
        <source>The shooter chooses: subtract %1 from their own score, or add %1 to everyone else&apos;s.</source>
        <translation>Тај играч бира: да одузме %1 поена од свог резултата или да дода по %1 поена свима осталима.</translation>
    </message>
    <message>
        <source>The %1 is part of the moon and is not counted again.</source>
        <translation>%1 је део пуцања у месец и не рачуна се поново.</translation>
    </message>
    <message>
        <source>The %1 is not needed for the moon; it still scores %2 for whoever takes it.</source>
        <translation>%1 није потребан за пуцање у месец; и даље доноси %2 ономе ко га узме.</translation>
    </message>
    <message>
        <source>Two identical cards (same rank and suit) played to the same trick cancel: neither can win the trick, but both still carry their points.</source>
        <translation>Две исте карте (иста вредност и боја) одигране у истом штиху поништавају се: ниједна не може да однесе штих, али обе и даље носе своје поене.</translation>
    </message>
    <message>
        <source>The highest card of the suit led that is not cancelled wins the trick.</source>
        <translation>Штих носи најјача непоништена карта у боји којом се изашло.</translation>
    </message>
    <message>
        <source>If every card of the suit led is cancelled, the cards stay in the middle, the same player leads again, and the winner of the next trick takes them too. On the last trick, its leader takes them.</source>
        <translation>Ако су све карте у боји којом се изашло поништене, карте остају на средини, исти играч поново излази, а ко однесе следећи штих, носи и њих. У последњем штиху носи их играч који је изашао.</translation>
    </message>
    <message>
        <source>A player whose total lands exactly on %1 goes back to 0, and the game goes on.</source>
        <translation>Играч чији збир стигне тачно до %1 враћа се на 0, а игра се наставља.</translation>
    </message>
    <message>
        <source>Players tied for the lowest total share the win.</source>
        <translation>Играчи са истим најмањим збиром деле победу.</translation>
    </message>
    <message>
        <source>If several players tie for the lowest total, hands go on until one of them alone has the lowest score.</source>
        <translation>Ако више играча има исти најмањи збир, играју се нова дељења док само један од њих не буде имао најмањи резултат.</translation>
    </message>
    <message>
        <source>Hearts — %1</source>
        <translation>Срца — %1</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Дељење</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Прослеђивање карата</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Ток игре</translation>
    </message>
    <message>
        <source>Breaking hearts</source>
        <translation>Отварање херца</translation>
    </message>
    <message>
        <source>Leading hearts</source>
        <translation>Излазак херцом</translation>
    </message>
    <message>
        <source>Cancelled cards</source>
        <translation>Поништене карте</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Бодовање</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>Пуцање у месец</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Крај игре</translation>
    </message>
</context>
<context>
    <name>SaveGameStore</name>
    <message>
        <source>Your game could not be saved (%1); you can play on, and Hearts will try again after the next trick.</source>
        <extracomment>A real save is a few kilobytes; anything far bigger is not ours (and must not be read into memory). The technical detail of a problem is cut to this many characters (a damaged file can quote 10 MB of itself). A sentence for the player stays under this length; a longer one names the kept file without its folder. A temporary file this old is left over from an interrupted write (a write takes milliseconds). The cards the person had picked to pass but not yet passed (a save made while choosing them).</extracomment>
        <translation>Игра није могла да се сачува (%1); можеш да играш даље, а игра ће поново покушати да се сачува после следећег штиха.</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>није текст у UTF-8</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>није исправан JSON</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>превише дубоко угнежђено</translation>
    </message>
    <message>
        <source>it could not be read (%1)</source>
        <translation>није могла да се прочита (%1)</translation>
    </message>
    <message>
        <source>the match in it breaks the rules</source>
        <translation>игра у њој крши правила</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <translation>није могла да се прочита</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>није обична датотека</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>већа од %1 бајтова</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be restored; a copy is kept at %1; a new game was started.</source>
        <translation>Сачувана игра је била оштећена и није могла да се врати; копија је сачувана као %1; почела је нова игра.</translation>
    </message>
    <message>
        <source>not a Hearts saved game</source>
        <translation>ово није сачувана игра Срца</translation>
    </message>
    <message>
        <source>saved by an unknown version: %1</source>
        <translation>сачувана у непознатој верзији: %1</translation>
    </message>
    <message>
        <source>the player names are unusable</source>
        <translation>имена играча су неупотребљива</translation>
    </message>
    <message>
        <source>the computer players&apos; levels are unusable</source>
        <translation>нивои рачунарских играча су неупотребљиви</translation>
    </message>
    <message>
        <source>the cards chosen to pass are unusable</source>
        <translation>карте изабране за прослеђивање су неупотребљиве</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Target %1</source>
        <extracomment>Okabe &amp; Ito&apos;s colours for colour-blind readers (black is left out: it is the text colour of a light theme). Markers are drawn while points are this far apart or more (denser lines would be a smear of shapes). Players whose lines are the same all along share the line in dashes this long, one colour after another, and their markers stand this far apart along it: none is hidden under another, and none is moved off its value.</extracomment>
        <translation>Игра се до %1</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Графикон резултата</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Дељење</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Поени</translation>
    </message>
    <message>
        <source>No hand has been scored yet.</source>
        <translation>Још ниједно дељење није завршено.</translation>
    </message>
    <message>
        <source>The match is played to %1.</source>
        <translation>Игра се до %1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Totals after hand %1, lowest first: %2.</source>
        <translation>Збирови после дељења %1, од најмањег: %2.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Табела резултата</translation>
    </message>
    <message>
        <source>&amp;Review hand %1…</source>
        <translation>&amp;Анализа дељења %1…</translation>
    </message>
    <message>
        <source>The computer looks at each of your decisions in the last hand and says which cost points.</source>
        <translation>Рачунар прегледа сваку твоју одлуку у последњем дељењу и каже које су коштале поена.</translation>
    </message>
    <message>
        <source>Hands played: %1. %2 marks a hand where the moon was shot.</source>
        <translation>Одиграна дељења: %1. %2 означава дељење са пуцањем у месец.</translation>
    </message>
    <message>
        <source>Hands played: %1.</source>
        <translation>Одиграна дељења: %1.</translation>
    </message>
    <message>
        <source>Hand %1 was the last: the match is over.</source>
        <translation>Дељење %1 је било последње: игра је завршена.</translation>
    </message>
    <message>
        <source>Hand %1 is over.</source>
        <translation>Дељење %1 је завршено.</translation>
    </message>
    <message>
        <source>Match number %1 (Game ▸ Play deal… deals this match again).</source>
        <translation>Број игре %1 (Игра ▸ Одиграј дељење по броју… поново дели ову игру).</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Дељење %1</translation>
    </message>
    <message>
        <source>Hand %1 · deal %2</source>
        <translation>Дељење %1 · бр. %2</translation>
    </message>
    <message>
        <source>Deal %1: Game ▸ Play deal… deals these cards again.</source>
        <translation>Дељење %1: Игра ▸ Одиграј дељење по броју… поново дели ове карте.</translation>
    </message>
    <message>
        <source>%1: took %2, scored %3; total %4.</source>
        <translation>%1: узето %2, уписано %3; укупно %4.</translation>
    </message>
    <message>
        <source>%1 shot the moon: the points were added to everyone else&apos;s score.</source>
        <translation>%1: пуцање у месец — поени су додати свим осталим играчима.</translation>
    </message>
    <message>
        <source>%1 shot the moon: the points were subtracted from their own score.</source>
        <translation>%1: пуцање у месец — поени су одузети од сопственог резултата.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Укупно</translation>
    </message>
    <message>
        <source>Lowest total: leading.</source>
        <translation>Најмањи збир: води.</translation>
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
        <translation>Подешавања</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Кућна правила</translation>
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
        <translation>Измењена правила важе од нове игре.</translation>
    </message>
    <message>
        <source>&amp;Restore defaults</source>
        <translation>Врати &amp;подразумевано</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>opponent level</comment>
        <translation>Лако</translation>
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
        <translation>Експерт (дуже размишља)</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <comment>animation speed</comment>
        <translation>Одмах (без анимације)</translation>
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
        <translation>Споро</translation>
    </message>
    <message>
        <source>The game ends after a hand in which someone passes this score (a total landing exactly on it goes back to 0).</source>
        <translation>Игра се завршава после дељења у којем неко пређе овај резултат (збир који стигне тачно до њега враћа се на 0).</translation>
    </message>
    <message>
        <source>The game ends after a hand in which someone reaches this score.</source>
        <translation>Игра се завршава после дељења у којем неко достигне овај резултат.</translation>
    </message>
    <message>
        <source>A name can be up to %1 characters long.</source>
        <translation>Име може имати највише %1 знакова.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Број &amp;играча:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Варијанта:</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Игра се &amp;до:</translation>
    </message>
    <message>
        <source>&amp;Finish a hand at once when no points are left to play for</source>
        <translation>&amp;Заврши дељење одмах када више нема поена за освајање</translation>
    </message>
    <message>
        <source>Allow &amp;undo (Ctrl+Z takes back your last card)</source>
        <translation>Дозволи &amp;опозив (Ctrl+Z враћа твоју последњу карту)</translation>
    </message>
    <message>
        <source>The Q♠ breaks hearts</source>
        <translation>Q♠ отвара херц</translation>
    </message>
    <message>
        <source>When off, only a heart played to a trick lets hearts be led.</source>
        <translation>Кад је искључено, херцом сме да се изађе тек кад се херц одигра у неком штиху.</translation>
    </message>
    <message>
        <source>Penalty cards may be discarded on the first trick</source>
        <translation>На првом штиху смеју да се бацају казнене карте</translation>
    </message>
    <message>
        <source>Shooting the moon needs the J♦ too</source>
        <translation>За пуцање у месец потребан је и J♦</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Ток игре</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>Пуцање у месец</translation>
    </message>
    <message>
        <source>The shooter chooses: subtract from their score or add to everyone else</source>
        <translation>Играч бира: да одузме од свог резултата или да дода свима осталима</translation>
    </message>
    <message>
        <source>Hearts may be led at any time</source>
        <translation>Херцом може да се изађе у било ком тренутку</translation>
    </message>
    <message>
        <source>No need to wait until hearts are broken.</source>
        <translation>Не мора да се чека да се херц отвори.</translation>
    </message>
    <message>
        <source>Any club may open the first trick</source>
        <translation>На први штих може да се изађе било којим трефом</translation>
    </message>
    <message>
        <source>Pass three cards (the direction changes each hand)</source>
        <translation>Прослеђивање три карте (смер се мења сваког дељења)</translation>
    </message>
    <message>
        <source>At 4 players: to the left, to the right, across, then a hand without passing. At other tables: to the left and to the right in turn.</source>
        <translation>Са 4 играча: лево, десно, преко пута, па дељење без прослеђивања. Са другим бројем играча: наизменично лево и десно.</translation>
    </message>
    <message>
        <source>Taking no trick in a hand scores %1</source>
        <translation>Дељење без ниједног узетог штиха доноси %1</translation>
    </message>
    <message>
        <source>A total landing exactly on the target goes back to 0</source>
        <translation>Збир који стигне тачно до циља враћа се на 0</translation>
    </message>
    <message>
        <source>The J♦ scores %1 instead of %2</source>
        <translation>J♦ доноси %1 уместо %2</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Бодовање</translation>
    </message>
    <message>
        <source>Players can shoot the moon</source>
        <translation>Може да се пуца у месец</translation>
    </message>
    <message>
        <source>When off, a player who takes every penalty card just scores them.</source>
        <translation>Кад је искључено, играч који узме све казнене карте једноставно добија њихове поене.</translation>
    </message>
    <message>
        <source>Always add the points to everyone else</source>
        <translation>Увек додај поене свима осталима</translation>
    </message>
    <message>
        <source>Always subtract the points from the shooter</source>
        <translation>Увек одузми поене играчу који је узео све</translation>
    </message>
    <message>
        <source>Ties for the lowest score</source>
        <translation>Изједначен најмањи резултат</translation>
    </message>
    <message>
        <source>When off, the moon is all the hearts and the Q♠; the J♦ still counts as a bonus.</source>
        <translation>Кад је искључено, за пуцање у месец довољни су сви херчеви и Q♠; J♦ се и даље рачуна као бонус.</translation>
    </message>
    <message>
        <source>As some other programs play Omnibus.</source>
        <translation>Како Омнибус играју неки други програми.</translation>
    </message>
    <message>
        <source>Tied players share the win</source>
        <translation>Изједначени играчи деле победу</translation>
    </message>
    <message>
        <source>Play more hands until one player alone is lowest</source>
        <translation>Играју се нова дељења док само један играч не буде имао најмањи збир</translation>
    </message>
    <message>
        <source>%1 needs %2 to %3 players.</source>
        <translation>Варијанта „%1“ захтева од %2 до %3 играча.</translation>
    </message>
    <message>
        <source>Choose a level for each opponent</source>
        <translation>Изабери ниво за сваког противника</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Твоје име:</translation>
    </message>
    <message>
        <source>Opponents&apos; &amp;level:</source>
        <translation>&amp;Ниво противника:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Противници</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Језик система</translation>
    </message>
    <message>
        <source>Show the cards you receive until you press OK</source>
        <translation>Приказуј примљене карте док не притиснеш „У реду“</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Брзина &amp;анимације:</translation>
    </message>
    <message>
        <source>Reduce &amp;motion: cards appear in place instead of sliding</source>
        <translation>Смањи &amp;кретање: карте се појављују на месту уместо да клизе</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Језик:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Пуштај з&amp;вукове</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Јачина звука</translation>
    </message>
    <message>
        <source>No sound device could be used: Hearts is silent for now.</source>
        <translation>Ниједан звучни уређај није могао да се користи: Срца су за сада без звука.</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>Јачина &amp;звука:</translation>
    </message>
    <message>
        <source>With 4 players: left, right, across, then a hand without passing. Otherwise: left and right in turn.</source>
        <translation>Са 4 играча: лево, десно, преко пута, па дељење без прослеђивања. Иначе: наизменично лево и десно.</translation>
    </message>
    <message>
        <source>Only Omnibus has the J♦ bonus card.</source>
        <translation>Само Омнибус има бонус карту J♦.</translation>
    </message>
    <message>
        <source>hearts, Q♠, K♠ and A♠</source>
        <translation>херчеве, Q♠, K♠ и A♠</translation>
    </message>
    <message>
        <source>%1 is played without passing.</source>
        <translation>Варијанта „%1“ игра се без прослеђивања карата.</translation>
    </message>
    <message>
        <source>In %1 the player left of the dealer opens with any card.</source>
        <translation>У варијанти „%1“ играч лево од делиоца излази било којом картом.</translation>
    </message>
    <message>
        <source>The holder of the lowest club opens, with any club instead of that one.</source>
        <translation>Излази играч са најнижим трефом, али било којим трефом, не само тим.</translation>
    </message>
    <message>
        <source>In %1 the first lead is free, so “any club” does not apply.</source>
        <translation>У варијанти „%1“ први излазак је слободан, па правило „било који треф“ не важи.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, so nothing needs to break them.</source>
        <translation>Херцом може да се изађе у било ком тренутку, па херц не мора да се отвори.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, so the Q♠ does not need to break them.</source>
        <translation>Херцом може да се изађе у било ком тренутку, па Q♠ не мора да отвори херц.</translation>
    </message>
    <message>
        <source>Without shooting the moon, the choices for scoring it do not apply.</source>
        <translation>Без пуцања у месец, избори за његово бодовање не важе.</translation>
    </message>
    <message>
        <source>hearts and Q♠</source>
        <translation>херчеве и Q♠</translation>
    </message>
    <message>
        <source>When on, a player who cannot follow suit on the first trick may discard %1.</source>
        <translation>Кад је укључено, играч који на првом штиху не може да одговори на боју сме да баци %1.</translation>
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
        <translation>Место %1 (преко пута):</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Место %1:</translation>
    </message>
    <message>
        <source>Table and cards</source>
        <translation>Сто и карте</translation>
    </message>
    <message>
        <source>Lar&amp;ge cards</source>
        <translation>Ве&amp;лике карте</translation>
    </message>
    <message>
        <source>Your cards and the trick are drawn larger, as far as the window has room.</source>
        <translation>Твоје карте и штих се цртају веће, колико има места у прозору.</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>Ли&amp;ца карата:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>П&amp;олеђина карата:</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>&amp;Боја стола:</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2.</source>
        <translation>Циљни резултат мора да буде од %1 до %2.</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2, so it stays at %3.</source>
        <translation>Циљни резултат мора да буде од %1 до %2, па остаје %3.</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2: %3 is too high, so it stays at %4.</source>
        <translation>Циљни резултат мора да буде од %1 до %2: %3 је превише, па остаје %4.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message numerus="yes">
        <source>The saved variant, %1, needs at least %n players; the Standard game was chosen.</source>
        <extracomment>Animation duration factors by speed name; 0 means no animation at all. Computer player strengths, weakest first. The level :meth:`GameSettings.levels` reports for seat 0, the human. Opponents sit in seats 1..6 (a 7-player game has six of them). Longest name kept (longer ones are cut), so a name fits its place at the table. The range of the sound volume setting (0 is silent, like sound off).</extracomment>
        <translation>
            <numerusform>Сачувана варијанта, %1, тражи најмање %n играча; изабрана је стандардна игра.</numerusform>
            <numerusform>Сачувана варијанта, %1, тражи најмање %n играча; изабрана је стандардна игра.</numerusform>
            <numerusform>Сачувана варијанта, %1, тражи најмање %n играча; изабрана је стандардна игра.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1; they apply until Hearts is closed.</source>
        <extracomment>The translated names of the settings the last load reset, in order, each once. What the last load found wrong (None: nothing), until :meth:`take_report` hands it over. Why the last write failed (the file or its folder cannot be written), or None.</extracomment>
        <translation>Подешавања нису могла да се сачувају у %1; важе док не затвориш игру.</translation>
    </message>
    <message>
        <source>The saved rules could not be used together; the Standard game was chosen.</source>
        <translation>Сачувана правила нису могла да се користе заједно; изабрана је стандардна игра.</translation>
    </message>
    <message>
        <source>The saved value “%1” of the setting “%2” could not be used; the default was restored.</source>
        <translation>Сачувана вредност „%1“ подешавања „%2“ није могла да се користи; враћена је подразумевана вредност.</translation>
    </message>
    <message>
        <source>The saved setting “%1” could not be used; the defaults were restored.</source>
        <translation>Сачувано подешавање „%1“ није могло да се користи; враћене су подразумеване вредности.</translation>
    </message>
    <message>
        <source>Some opponent names were empty; they were given their default names.</source>
        <translation>Нека имена противника била су празна; добили су подразумевана имена.</translation>
    </message>
    <message>
        <source>Some saved opponent levels were unknown; those opponents now play at the normal level.</source>
        <translation>Неки сачувани нивои противника били су непознати; ти противници сада играју на нормалном нивоу.</translation>
    </message>
    <message>
        <source>number of players</source>
        <translation>број играча</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>варијанта</translation>
    </message>
    <message>
        <source>target score</source>
        <translation>игра се до</translation>
    </message>
    <message>
        <source>scoring of a shot moon</source>
        <translation>бодовање пуцања у месец</translation>
    </message>
    <message>
        <source>rule for ties</source>
        <translation>правило за изједначен резултат</translation>
    </message>
    <message>
        <source>rule on the Q♠ breaking hearts</source>
        <translation>правило: Q♠ отвара херц</translation>
    </message>
    <message>
        <source>rule on penalty cards in the first trick</source>
        <translation>правило о казненим картама у првом штиху</translation>
    </message>
    <message>
        <source>rule on passing cards</source>
        <translation>правило о прослеђивању карата</translation>
    </message>
    <message>
        <source>rule on the J♦ and the moon</source>
        <translation>правило о J♦ и пуцању у месец</translation>
    </message>
    <message>
        <source>bonus for taking no trick</source>
        <translation>бонус за дељење без узетог штиха</translation>
    </message>
    <message>
        <source>rule on a total landing exactly on the target</source>
        <translation>правило о збиру који стигне тачно до циља</translation>
    </message>
    <message>
        <source>rule on breaking hearts</source>
        <translation>правило о отварању херца</translation>
    </message>
    <message>
        <source>rule on the club that opens the game</source>
        <translation>правило о трефу којим се прво излази</translation>
    </message>
    <message>
        <source>rule on shooting the moon</source>
        <translation>правило о пуцању у месец</translation>
    </message>
    <message>
        <source>value of the J♦</source>
        <translation>вредност J♦</translation>
    </message>
    <message>
        <source>opponent names</source>
        <translation>имена противника</translation>
    </message>
    <message>
        <source>opponent levels</source>
        <translation>нивои противника</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>брзина анимације</translation>
    </message>
    <message>
        <source>language</source>
        <translation>језик</translation>
    </message>
    <message>
        <source>pause to look at the received cards</source>
        <translation>пауза за преглед примљених карата</translation>
    </message>
    <message>
        <source>finishing a hand with no points left to play for</source>
        <translation>завршавање дељења када више нема поена за освајање</translation>
    </message>
    <message>
        <source>allowing undo</source>
        <translation>дозвољавање опозива потеза</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>звук</translation>
    </message>
    <message>
        <source>volume</source>
        <translation>јачина звука</translation>
    </message>
    <message>
        <source>reduce motion</source>
        <translation>смањено кретање</translation>
    </message>
    <message>
        <source>card faces</source>
        <translation>лица карата</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>полеђина карата</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>боја стола</translation>
    </message>
    <message>
        <source>large cards</source>
        <translation>велике карте</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Easy</source>
        <translation>Лако</translation>
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
        <translation>Експерт</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Мешовито</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Све</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Варијанта:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Број &amp;играча:</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Противници:</translation>
    </message>
    <message>
        <source>Your figures</source>
        <translation>Твоји резултати</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Одигране игре:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Добијене игре:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Проценат победа:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Најдужи низ победа:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Одиграна дељења:</translation>
    </message>
    <message>
        <source>Average points per hand:</source>
        <translation>Просек поена по дељењу:</translation>
    </message>
    <message>
        <source>Moons you shot:</source>
        <translation>Твоја пуцања у месец:</translation>
    </message>
    <message>
        <source>Moons shot against you:</source>
        <translation>Пуцања у месец против тебе:</translation>
    </message>
    <message>
        <source>Q♠ taken:</source>
        <translation>Узете Q♠:</translation>
    </message>
    <message>
        <source>Best match:</source>
        <translation>Најбоља игра:</translation>
    </message>
    <message>
        <source>Worst match:</source>
        <translation>Најгора игра:</translation>
    </message>
    <message>
        <source>Matches played to the end; a match still going counts once it is over.</source>
        <translation>Игре одигране до краја; игра која још траје рачуна се кад се заврши.</translation>
    </message>
    <message>
        <source>Every hand played to its score, in matches still going or left unfinished too.</source>
        <translation>Свако дељење одиграно до бодовања, и у играма које још трају или су остале недовршене.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Ресетуј…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>И&amp;звези CSV…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
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
        <translation>Ресетовање статистике</translation>
    </message>
    <message>
        <source>Forget every recorded match and hand? This cannot be undone.</source>
        <translation>Обрисати све забележене игре и дељења? Ово не може да се опозове.</translation>
    </message>
    <message>
        <source>Your statistics were reset.</source>
        <translation>Твоја статистика је ресетована.</translation>
    </message>
    <message>
        <source>Your statistics could not be reset.</source>
        <translation>Твоја статистика није могла да се ресетује.</translation>
    </message>
    <message>
        <source>hearts-statistics.csv</source>
        <translation>срца-статистика.csv</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Извоз статистике</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV датотеке (*.csv)</translation>
    </message>
    <message>
        <source>Statistics exported to %1.</source>
        <translation>Статистика је извезена у %1.</translation>
    </message>
    <message>
        <source>The statistics could not be exported.</source>
        <translation>Статистика није могла да се извезе.</translation>
    </message>
    <message>
        <source>Your statistics are shown read only: their folder cannot be written, so the games you play now are not added.</source>
        <translation>Статистика се приказује само за читање: у њену фасциклу не може да се уписује, па се игре које сада играш не додају.</translation>
    </message>
    <message>
        <source>Best and worst compare matches of one variant and number of players: choose them above.</source>
        <translation>Најбоља и најгора игра пореде се само у једној варијанти и са истим бројем играча: изабери их горе.</translation>
    </message>
    <message>
        <source>No finished match matches these filters.</source>
        <translation>Ниједна завршена игра не одговара овим филтерима.</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>its folder cannot be written</source>
        <extracomment>The seat whose figures the statistics show: the person at the table. ``opponents_level`` of a match whose computer players were not all of one level. SQLite&apos;s primary result codes for a file that is damaged or is not a database at all. The finished matches are of more than one variant or player count: their scores are not compared (no best or worst match), since a Spot Hearts match to 500 and a 3-player Standard one to 100 score on other scales. The technical detail of the notice :meth:`take_notice` gave last. The file is shown read only (its folder or disk cannot be written): the games of this run are not added.</extracomment>
        <translation>у њену фасциклу не може да се уписује</translation>
    </message>
    <message>
        <source>Your statistics cannot be saved (%1): the ones kept so far are shown, and the games of this run are not added.</source>
        <translation>Твоја статистика не може да се сачува (%1): приказује се досад сачувана, а игре из овог покретања се не додају.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1). They were kept as %2; new statistics were started.</source>
        <translation>Твоја статистика није могла да се прочита (%1). Сачувана је као %2; започета је нова статистика.</translation>
    </message>
    <message>
        <source>Your statistics are not available (%1); the game goes on without them.</source>
        <translation>Твоја статистика није доступна (%1); игра се наставља без ње.</translation>
    </message>
    <message>
        <source>The statistics could not be exported to %1 (%2).</source>
        <translation>Статистика није могла да се извезе у %1 (%2).</translation>
    </message>
    <message>
        <source>they were saved by a newer version of Hearts</source>
        <translation>сачувала ју је новија верзија игре Срца</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>to the left</source>
        <translation>лево</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>десно</translation>
    </message>
    <message>
        <source>across</source>
        <translation>преко пута</translation>
    </message>
    <message>
        <source>no passing</source>
        <translation>без прослеђивања</translation>
    </message>
    <message>
        <source>You deal this hand: the player on your left leads the first trick.</source>
        <translation>Сада делиш ти: на први штих излази играч лево од тебе.</translation>
    </message>
    <message>
        <source>%1 deals this hand: the player on the dealer&apos;s left leads the first trick.</source>
        <translation>Сада дели %1: на први штих излази играч лево од делиоца.</translation>
    </message>
    <message>
        <source>You have chosen the cards to pass.</source>
        <translation>Имаш изабране карте за прослеђивање.</translation>
    </message>
    <message>
        <source>%1 has chosen the cards to pass.</source>
        <translation>%1 има изабране карте за прослеђивање.</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip: the first letter of &apos;dealer&apos;</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>this hand: %1</source>
        <translation>у овом дељењу: %1</translation>
    </message>
    <message>
        <source>Hearts may be led</source>
        <extracomment>Between two phrases of one line (&quot;Standard · to 100&quot;).</extracomment>
        <translation>Херцом може да се изађе</translation>
    </message>
    <message>
        <source>Hearts broken</source>
        <translation>Херц отворен</translation>
    </message>
    <message>
        <source>Hearts not broken</source>
        <translation>Херц није отворен</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Дељење %1</translation>
    </message>
    <message>
        <source>Three cards chosen: press Pass cards to pass them.</source>
        <translation>Изабране су три: притисни „Проследи карте“.</translation>
    </message>
    <message>
        <source>Three cards chosen: press %1 to pass them.</source>
        <translation>Изабране су три карте: притисни %1.</translation>
    </message>
    <message>
        <source>Select three cards with %1 and %2, then press %3.</source>
        <translation>Изабери три карте са %1 и %2, па притисни %3.</translation>
    </message>
    <message>
        <source>Your turn: choose a card with %1 and press %2.</source>
        <translation>Твој потез: изабери карту са %1 и притисни %2.</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>без %1</translation>
    </message>
    <message>
        <source>No passing this hand.</source>
        <translation>У овом дељењу нема прослеђивања.</translation>
    </message>
    <message>
        <source>Choose three cards to pass %1 (to %2)</source>
        <translation>Изабери три карте за прослеђивање %1 (за: %2)</translation>
    </message>
    <message>
        <source>Every card of the suit led cancelled: the trick stays in the middle.</source>
        <translation>Све карте у боји којом се изашло су се поништиле: штих остаје на средини.</translation>
    </message>
    <message>
        <source>Click three cards, then press Pass cards.</source>
        <translation>Кликни на три карте, па притисни „Проследи карте“.</translation>
    </message>
    <message>
        <source>%1 passed you these cards.</source>
        <translation>Ове карте добијаш од: %1.</translation>
    </message>
    <message>
        <source>Press OK (or Enter) to start playing.</source>
        <translation>Притисни „У реду“ (или Enter) да почнеш игру.</translation>
    </message>
    <message>
        <source>Your turn: click a card to play it.</source>
        <translation>Твој потез: кликни на карту да је одиграш.</translation>
    </message>
    <message>
        <source>Hearts are broken!</source>
        <translation>Херц је отворен!</translation>
    </message>
    <message>
        <source>Hint: pass %1.</source>
        <translation>Савет: проследи %1.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Савет: одиграј %1.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Сто за картање</translation>
    </message>
    <message>
        <source>Pass cards</source>
        <translation>Проследи карте</translation>
    </message>
    <message>
        <source>Pass the three selected cards</source>
        <translation>Проследи три изабране карте</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>У реду</translation>
    </message>
    <message>
        <source>Start playing with the received cards</source>
        <translation>Почни игру са примљеним картама</translation>
    </message>
    <message>
        <source>Drop the card in the middle of the table to play it.</source>
        <translation>Спусти карту на средину стола да је одиграш.</translation>
    </message>
    <message>
        <source>You pass three cards: deselect one first.</source>
        <translation>Прослеђујеш три карте: прво поништи избор једне.</translation>
    </message>
    <message>
        <source>To pass, select %1 cards first: %2 selected so far.</source>
        <extracomment>The pass key: P, and П, which the same key types in the Macedonian and Serbian Cyrillic layouts (Qt names a letter key by the letter the layout gives it, so a Cyrillic keyboard never sends Key_P).</extracomment>
        <translation>За прослеђивање прво изабери %1 карте: досад изабрано %2.</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>може да се одигра</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>не може да се одигра</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>изабрана</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>није изабрана</translation>
    </message>
    <message numerus="yes">
        <source>Kitty: %n cards</source>
        <translation>
            <numerusform>Талон: %n карта</numerusform>
            <numerusform>Талон: %n карте</numerusform>
            <numerusform>Талон: %n карата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting: %n cards</source>
        <translation>
            <numerusform>Чека: %n карта</numerusform>
            <numerusform>Чекају: %n карте</numerusform>
            <numerusform>Чека: %n карата</numerusform>
        </translation>
    </message>
    <message>
        <source>goes to the first trick&apos;s winner</source>
        <translation>узима га ко однесе први штих</translation>
    </message>
    <message numerus="yes">
        <source>go to the next trick&apos;s winner</source>
        <translation>
            <numerusform>узима је ко однесе следећи штих</numerusform>
            <numerusform>узима их ко однесе следећи штих</numerusform>
            <numerusform>узима их ко однесе следећи штих</numerusform>
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
        <translation>карте %1</translation>
    </message>
</context>
<context>
    <name>ThemePreview</name>
    <message>
        <source>Preview of the table and cards</source>
        <extracomment>The cards shown: one of each colour a four-colour deck changes, a heart, and a back.</extracomment>
        <translation>Преглед стола и карата</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Твој потез</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic English deck</source>
        <extracomment>Keyed by :data:`hearts_qt.looks.TABLE_KEYS`, in its order (a test checks it).</extracomment>
        <translation>Класичан енглески шпил</translation>
    </message>
    <message>
        <source>Four colours (♦ blue, ♣ green)</source>
        <translation>Четворобојни шпил (♦ плави, ♣ зелени)</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Црвена мрежа</translation>
    </message>
    <message>
        <source>Blue with two hearts</source>
        <translation>Плава са два срца</translation>
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
        <translation>Зелена чоја</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Плава чоја</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тамна</translation>
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
        <translation>Поени по дељењу кроз време</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Поени по дељењу</translation>
    </message>
    <message>
        <source>No match has been finished yet.</source>
        <translation>Још ниједна игра није завршена.</translation>
    </message>
    <message>
        <source>Average points per hand in each match, oldest first: %1.</source>
        <translation>Просечни поени по дељењу у свакој игри, од најстарије: %1.</translation>
    </message>
</context>
</TS>
