<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hearts</source>
        <translation>O grze Kierki</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Kierki</translation>
    </message>
    <message>
        <source>The card game Hearts for %1 to %2 players, with the Omnibus, Cancellation, Black Maria and Spot Hearts variants.</source>
        <translation>Gra karciana Kierki dla %1–%2 graczy, z wariantami: z waletem karo (Omnibus), kierki z kasowaniem, Czarna Maria i kierki na oczka.</translation>
    </message>
    <message>
        <source>Licensed under the GNU General Public License, version 3 or later.</source>
        <translation>Licencja: GNU General Public License w wersji 3 lub późniejszej.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Card art:&lt;/b&gt; Adrian Kennard’s English pattern playing cards (&lt;a href=&quot;https://www.me.uk/cards/&quot;&gt;me.uk/cards&lt;/a&gt;), public domain (CC0 1.0).</source>
        <translation>&lt;b&gt;Grafika kart:&lt;/b&gt; karty we wzorze angielskim autorstwa Adriana Kennarda (&lt;a href=&quot;https://www.me.uk/cards/&quot;&gt;me.uk/cards&lt;/a&gt;), domena publiczna (CC0 1.0).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fonts:&lt;/b&gt; DejaVu Sans, Bitstream Vera licence; DejaVu changes are in the public domain.</source>
        <translation>&lt;b&gt;Czcionki:&lt;/b&gt; DejaVu Sans, licencja Bitstream Vera; zmiany DejaVu należą do domeny publicznej.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Toolkit:&lt;/b&gt; Qt and Qt for Python (PySide6), under the GNU Lesser General Public License, version 3.</source>
        <translation>&lt;b&gt;Biblioteki:&lt;/b&gt; Qt i Qt for Python (PySide6), na licencji GNU Lesser General Public License w wersji 3.</translation>
    </message>
    <message>
        <source>Version %1 (Qt %2)</source>
        <translation>Wersja %1 (Qt %2)</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licencje…</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Source code:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Kod źródłowy:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>%1, your card</source>
        <translation>%1, twoja karta</translation>
    </message>
    <message>
        <source>%1, played by %2</source>
        <translation>%1, zagrywa: %2</translation>
    </message>
    <message>
        <source>%1: %2 in total, %3 this hand</source>
        <translation>%1: razem %2, w tym rozdaniu %3</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twój ruch</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Ruch: %1</translation>
    </message>
    <message>
        <source>Nobody&apos;s turn</source>
        <translation>Nikt nie ma ruchu</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Twoja ręka</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Karty na stole</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>You take the trick, scoring %1.</source>
        <translation>Bierzesz lewę: %1 pkt.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Bierzesz lewę.</translation>
    </message>
    <message>
        <source>%1 takes the trick, scoring %2.</source>
        <translation>%1 bierze lewę: %2 pkt.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 bierze lewę.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Two</source>
        <translation>Dwójka</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Trójka</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Czwórka</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Piątka</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Szóstka</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siódemka</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Ósemka</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Dziewiątka</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dziesiątka</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Walet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Król</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kier</translation>
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
        <translation>Użycie: %1 [opcja]
Kierki, gra karciana dla 3–7 graczy, z komputerowymi przeciwnikami.

Opcje:
  -h, --help       pokaż tę pomoc i zakończ
  -v, --version    pokaż wersję i zakończ
  --self-test      sprawdź tę instalację (karty, czcionki, tłumaczenia, dźwięki, jedno całe rozdanie)
                   i zakończ z kodem wyjścia 0, jeśli wszystko działa

Własne opcje Qt (np. -platform, -style i -reverse) są przekazywane do Qt.
Ustawienia: %2
Zapisana gra, statystyki i dziennik: %3
Kod źródłowy i licencja (GPL-3.0-or-later): %4</translation>
    </message>
    <message>
        <source>%1: unknown option %2 (%1 --help lists the options)</source>
        <translation>%1: nieznana opcja %2 (%1 --help wymienia opcje)</translation>
    </message>
    <message>
        <source>%1: the option %2 needs a value</source>
        <translation>%1: opcja %2 wymaga wartości</translation>
    </message>
    <message>
        <source>The self-test&apos;s result is written to %1</source>
        <translation>Wynik autotestu jest zapisywany w %1</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Play deal</source>
        <translation>Zagraj rozdanie</translation>
    </message>
    <message>
        <source>The same number deals the same cards for the same number of players and variant.</source>
        <translation>Ten sam numer rozdaje te same karty przy tej samej liczbie graczy i tym samym wariancie.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <source>&amp;Whole match (the number is a match number from the score sheet)</source>
        <translation>&amp;Cała gra (numer to numer gry z tabeli wyników)</translation>
    </message>
    <message>
        <source>The game in progress ends.</source>
        <translation>Trwająca gra zostanie zakończona.</translation>
    </message>
    <message>
        <source>A deal number is a whole number from 1 to %1.</source>
        <translation>Numer rozdania to liczba całkowita od 1 do %1.</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>Something went wrong inside Hearts; the game goes on, and the details were written to %1.</source>
        <extracomment>Each line: when, which version, how bad, where, what.</extracomment>
        <translation>W Kierkach coś poszło nie tak; gra toczy się dalej, a szczegóły zapisano w %1.</translation>
    </message>
    <message>
        <source>Something went wrong inside Hearts; the game goes on.</source>
        <translation>W Kierkach coś poszło nie tak; gra toczy się dalej.</translation>
    </message>
    <message>
        <source>Some of your files could not be moved from the old folder %1 to %2: they stay where they were, and Hearts tries again at its next start.</source>
        <translation>Części twoich plików nie udało się przenieść ze starego folderu %1 do %2: zostają tam, gdzie były, a Kierki spróbują ponownie przy następnym uruchomieniu.</translation>
    </message>
</context>
<context>
    <name>DiskErrors</name>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>the file is in use by another program</source>
        <translation>plik jest używany przez inny program</translation>
    </message>
    <message>
        <source>there is not enough memory</source>
        <translation>brakuje pamięci</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>plik jest uszkodzony</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <extracomment>System errors by kind: (error numbers, words); a name this system lacks is left out.</extracomment>
        <translation>wyczerpano limit miejsca na dysku</translation>
    </message>
    <message>
        <source>the file or its folder does not exist</source>
        <translation>plik lub jego folder nie istnieje</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>folder o tej nazwie już istnieje</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>nazwa jest za długa</translation>
    </message>
    <message>
        <source>the name has characters the disk refuses</source>
        <translation>nazwa zawiera znaki, których dysk nie przyjmuje</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>otwarto zbyt wiele plików</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>plik jest za duży</translation>
    </message>
    <message>
        <source>the network drive does not answer</source>
        <translation>dysk sieciowy nie odpowiada</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <extracomment>SQLite&apos;s primary result codes by kind: PERM 3, BUSY 5, LOCKED 6, NOMEM 7, READONLY 8, IOERR 10, CORRUPT 11, FULL 13, CANTOPEN 14, AUTH 23, NOTADB 26.</extracomment>
        <translation>plik jest tylko do odczytu</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>nie można otworzyć pliku</translation>
    </message>
    <message>
        <source>the system refused (error %1)</source>
        <translation>system odmówił (błąd %1)</translation>
    </message>
    <message>
        <source>the database refused (error %1)</source>
        <translation>baza danych odmówiła (błąd %1)</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>system odmówił</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <source>access denied</source>
        <translation>odmowa dostępu</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>dysk zgłosił błąd</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Pass your cards first: play starts when everyone has passed.</source>
        <translation>Najpierw przekaż karty: gra zaczyna się, gdy wszyscy przekażą swoje.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Rozdanie się skończyło.</translation>
    </message>
    <message>
        <source>%1 is not a card.</source>
        <translation>%1 to nie karta.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Nie masz tej karty.</translation>
    </message>
    <message>
        <source>The first trick must be led with a club.</source>
        <translation>Do pierwszej lewy trzeba wyjść treflem.</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table.</source>
        <translation>Przy tym stole nie ma miejsca %1.</translation>
    </message>
    <message>
        <source>Only cards can be passed.</source>
        <translation>Przekazać można tylko karty.</translation>
    </message>
    <message>
        <source>There are still points to play for.</source>
        <translation>Wciąż są punkty do zdobycia.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>Rozdanie jeszcze się nie skończyło.</translation>
    </message>
    <message>
        <source>This hand has already been scored.</source>
        <translation>To rozdanie jest już policzone.</translation>
    </message>
    <message>
        <source>The shooter must choose: add to everyone else, or subtract from their own score.</source>
        <translation>Gracz, który ustrzelił księżyc, musi wybrać: dopisać pozostałym albo odjąć sobie.</translation>
    </message>
    <message>
        <source>Finish and score this hand first.</source>
        <translation>Najpierw dokończ i podlicz to rozdanie.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>There is no card of yours to take back in this hand.</source>
        <translation>W tym rozdaniu nie ma twojej karty do cofnięcia.</translation>
    </message>
    <message>
        <source>You must follow suit: clubs were led.</source>
        <translation>Musisz dołożyć do koloru wyjścia (trefl).</translation>
    </message>
    <message>
        <source>You must follow suit: diamonds were led.</source>
        <translation>Musisz dołożyć do koloru wyjścia (karo).</translation>
    </message>
    <message>
        <source>You must follow suit: spades were led.</source>
        <translation>Musisz dołożyć do koloru wyjścia (pik).</translation>
    </message>
    <message>
        <source>You must follow suit: hearts were led.</source>
        <translation>Musisz dołożyć do koloru wyjścia (kier).</translation>
    </message>
    <message>
        <source>You may not play a point card on the first trick.</source>
        <translation>Do pierwszej lewy nie wolno dorzucić karty karnej.</translation>
    </message>
    <message>
        <source>The first trick must be led with the two of clubs.</source>
        <translation>Do pierwszej lewy trzeba wyjść dwójką trefl.</translation>
    </message>
    <message>
        <source>The first trick must be led with the three of clubs.</source>
        <translation>Do pierwszej lewy trzeba wyjść trójką trefl.</translation>
    </message>
    <message>
        <source>Hearts are not broken yet.</source>
        <translation>Kiery nie zostały jeszcze złamane.</translation>
    </message>
    <message>
        <source>There is no passing now.</source>
        <translation>Teraz nie przekazuje się kart.</translation>
    </message>
    <message>
        <source>You have already passed your cards.</source>
        <translation>Twoje karty są już przekazane.</translation>
    </message>
    <message>
        <source>Pass exactly three cards.</source>
        <translation>Przekaż dokładnie trzy karty.</translation>
    </message>
    <message>
        <source>You cannot pass the same card twice.</source>
        <translation>Nie można przekazać tej samej karty dwa razy.</translation>
    </message>
    <message>
        <source>You can only pass cards from your own hand.</source>
        <translation>Możesz przekazać tylko karty z własnej ręki.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Undo is turned off in Settings (Allow undo).</source>
        <translation>Cofanie ruchów jest wyłączone w Ustawieniach („Pozwalaj cofać ruchy”).</translation>
    </message>
    <message>
        <source>There is no hand to restart now.</source>
        <translation>Nie ma teraz rozdania, które można rozegrać od nowa.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Poczekaj na swoją kolej.</translation>
    </message>
    <message>
        <source>No hint right now.</source>
        <translation>Teraz nie ma podpowiedzi.</translation>
    </message>
    <message>
        <source>The hint comes when it is your turn.</source>
        <translation>Podpowiedź pojawi się, gdy przyjdzie twoja kolej.</translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation>Podpowiedź: szukam…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>No points are left to play for: the rest of the hand was played out.</source>
        <translation>Nie ma już punktów do zdobycia: resztę rozdania rozegrano od razu.</translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and took %n points off their own score.</source>
        <translation>
            <numerusform>%1: księżyc ustrzelony! Od własnego wyniku odjęto %n punkt.</numerusform>
            <numerusform>%1: księżyc ustrzelony! Od własnego wyniku odjęto %n punkty.</numerusform>
            <numerusform>%1: księżyc ustrzelony! Od własnego wyniku odjęto %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and added %n points to everyone else.</source>
        <translation>
            <numerusform>%1: księżyc ustrzelony! Wszystkim pozostałym dodano %n punkt.</numerusform>
            <numerusform>%1: księżyc ustrzelony! Wszystkim pozostałym dodano %n punkty.</numerusform>
            <numerusform>%1: księżyc ustrzelony! Wszystkim pozostałym dodano %n punktów.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>and</source>
        <translation>i</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Wygrywasz!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Wygrywa %1!</translation>
    </message>
    <message>
        <source>You share the win with %1!</source>
        <translation>Wspólna wygrana: ty oraz %1!</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>Wspólna wygrana: %1.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;Scores…</source>
        <translation>&amp;Wyniki…</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>nobody (the cards stay in the middle)</source>
        <translation>nikt (karty zostają na środku)</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historia rozdań</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Led by</source>
        <translation>Wychodzi</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>Zagrane karty</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Bierze</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Open a hand to see its passes and tricks. %1 marks a card that cancelled with its twin.</source>
        <translation>Rozwiń rozdanie, aby zobaczyć przekazane karty i lewy. %1 oznacza kartę, która skasowała się z bliźniaczą.</translation>
    </message>
    <message>
        <source>Open a hand to see its passes and tricks.</source>
        <translation>Rozwiń rozdanie, aby zobaczyć przekazane karty i lewy.</translation>
    </message>
    <message>
        <source>No hand has been finished yet: each hand is listed here once it is scored.</source>
        <translation>Nie zakończono jeszcze żadnego rozdania: każde pojawi się tu po podliczeniu.</translation>
    </message>
    <message>
        <source>&amp;Review hand…</source>
        <translation>&amp;Analiza rozdania…</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>cards taken back</source>
        <translation>cofnięte karty</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>trening</translation>
    </message>
    <message>
        <source>Points taken: %1</source>
        <translation>Zebrane punkty: %1</translation>
    </message>
    <message>
        <source>Scored: %1</source>
        <translation>Wynik rozdania: %1</translation>
    </message>
    <message>
        <source>The tricks of this hand were not kept (it was saved by an older version).</source>
        <translation>Lewy z tego rozdania nie zostały zachowane (zapis pochodzi ze starszej wersji).</translation>
    </message>
    <message>
        <source>no trick</source>
        <translation>bez lewy</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Przekazane</translation>
    </message>
    <message>
        <source>to %1: %2</source>
        <translation>otrzymuje %1: %2</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Otrzymane</translation>
    </message>
    <message>
        <source>from %1: %2</source>
        <translation>daje %1: %2</translation>
    </message>
    <message>
        <source>with the kitty: %1</source>
        <translation>z musikiem: %1</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Lewa %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(cancelled)</source>
        <translation>(skasowana)</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hint: play %1, the lead least likely to win the trick.</source>
        <translation>Podpowiedź: zagraj %1 — to wyjście najmniej grozi lewą.</translation>
    </message>
    <message>
        <source>Hint: play %1: drop the queen under %2.</source>
        <translation>Podpowiedź: zagraj %1: zrzuć damę pod %2.</translation>
    </message>
    <message>
        <source>Hint: play %1: the others likely still have this suit, so play high.</source>
        <translation>Podpowiedź: zagraj %1: inni mają pewnie ten kolor, graj wysoko.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed your highest card.</source>
        <translation>Podpowiedź: zagraj %1: bez koloru — pozbądź się najwyższej karty.</translation>
    </message>
    <message>
        <source>unguarded queen</source>
        <translation>goła dama</translation>
    </message>
    <message>
        <source>Hint: play %1, your only legal card.</source>
        <translation>Podpowiedź: zagraj %1 — jedyna dozwolona karta.</translation>
    </message>
    <message>
        <source>Hint: play %1: the first trick carries no points, so lead high.</source>
        <translation>Podpowiedź: zagraj %1: pierwsza lewa bez punktów, wyjdź wysoko.</translation>
    </message>
    <message>
        <source>Hint: play %1: lead spades to force the queen out.</source>
        <translation>Podpowiedź: zagraj %1: wychodź w piki, by wyciągnąć damę.</translation>
    </message>
    <message>
        <source>Hint: play %1: no lead is safe, and this one costs least.</source>
        <translation>Podpowiedź: zagraj %1: każde wyjście grozi, to kosztuje najmniej.</translation>
    </message>
    <message>
        <source>Hint: play %1: win this trick, %2 is going for the moon.</source>
        <translation>Podpowiedź: zagraj %1: weź tę lewę, %2 idzie po księżyc.</translation>
    </message>
    <message>
        <source>Hint: play %1: lose this trick too for the no-trick bonus.</source>
        <translation>Podpowiedź: zagraj %1: oddaj i tę lewę, bez lewy masz premię.</translation>
    </message>
    <message>
        <source>Hint: play %1, your only card that loses the trick.</source>
        <translation>Podpowiedź: zagraj %1 — jedyna twoja karta, która nie bierze lewy.</translation>
    </message>
    <message>
        <source>Hint: play %1, the highest card that still loses the trick.</source>
        <translation>Podpowiedź: zagraj %1 — najwyższa karta, która nie bierze lewy.</translation>
    </message>
    <message>
        <source>Hint: play %1: the trick is yours anyway, so play high.</source>
        <translation>Podpowiedź: zagraj %1: lewa i tak twoja, więc zagraj wysoko.</translation>
    </message>
    <message>
        <source>Hint: play %1: this trick lowers your score, so take it.</source>
        <translation>Podpowiedź: zagraj %1: ta lewa obniża ci wynik, weź ją.</translation>
    </message>
    <message>
        <source>Hint: play %1: played last, it wins the trick and its bonus.</source>
        <translation>Podpowiedź: zagraj %1: jako ostatni weźmiesz lewę z premią.</translation>
    </message>
    <message>
        <source>Hint: play %1: you play last and there are no points, so play high.</source>
        <translation>Podpowiedź: zagraj %1: grasz ostatni, punktów nie ma, graj wysoko.</translation>
    </message>
    <message>
        <source>Hint: pass %1 (not %3): %2 fewer points.</source>
        <translation>Podpowiedź: przekaż %1 (nie %3): o %2 pkt mniej.</translation>
    </message>
    <message>
        <source>Hint: play %1: %2 fewer points than %3.</source>
        <translation>Podpowiedź: zagraj %1: o %2 pkt mniej niż %3.</translation>
    </message>
    <message>
        <source>Hint: play %1: no points on the trick yet, so play high.</source>
        <translation>Podpowiedź: zagraj %1: w lewie nie ma punktów, zagraj wysoko.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t stay under, so play low.</source>
        <translation>Podpowiedź: zagraj %1: nie zejdziesz pod kartę bijącą, zagraj nisko.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed points.</source>
        <translation>Podpowiedź: zagraj %1: bez koloru — pozbądź się punktów.</translation>
    </message>
    <message>
        <source>Hint: play %1: give %2 no points towards the moon.</source>
        <translation>Podpowiedź: zagraj %1: nie dawaj punktów, %2 idzie po księżyc.</translation>
    </message>
    <message>
        <source>Hint: play %1: you can&apos;t follow suit, so shed a high spade.</source>
        <translation>Podpowiedź: zagraj %1: bez koloru — pozbądź się wysokiego pika.</translation>
    </message>
    <message>
        <source>high spade</source>
        <translation>wysoki pik</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>high heart</source>
        <translation>wysoki kier</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>short suit</source>
        <translation>krótki kolor</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>wysoka karta</translation>
    </message>
    <message>
        <source>Hint: pass %1 (%2).</source>
        <translation>Podpowiedź: przekaż %1 (%2).</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 lub %2</translation>
    </message>
    <message>
        <source>%1 (in a dialog)</source>
        <translation>%1 (w oknie dialogowym)</translation>
    </message>
    <message>
        <source>Move the focus ring across your cards (the first press shows it)</source>
        <translation>Przesuń ramkę wyboru po swoich kartach (pierwsze naciśnięcie ją pokazuje)</translation>
    </message>
    <message>
        <source>Select or deselect the ringed card for the pass; play it when it is your turn</source>
        <translation>Zaznacz lub odznacz kartę w ramce do przekazania; zagraj ją, gdy jest twoja kolej</translation>
    </message>
    <message>
        <source>Pass the three selected cards (or say how many are still to choose)</source>
        <translation>Przekaż trzy wybrane karty (albo dowiedz się, ile jeszcze wybrać)</translation>
    </message>
    <message>
        <source>OK on the cards you received: play starts</source>
        <translation>OK dla otrzymanych kart: zaczyna się gra</translation>
    </message>
    <message>
        <source>Move between the table and its buttons, and between a dialog&apos;s controls</source>
        <translation>Przejdź między stołem a jego przyciskami oraz między polami okna dialogowego</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + podkreślona litera</translation>
    </message>
    <message>
        <source>Open a menu, or press the button or field with that letter in a dialog</source>
        <translation>Otwórz menu albo w oknie dialogowym wybierz przycisk lub pole z tą literą</translation>
    </message>
    <message>
        <source>The dialog&apos;s default button: the score sheet after a hand deals the next one, game over starts a new game</source>
        <translation>Domyślny przycisk okna: tabela wyników po rozdaniu rozdaje następne, koniec gry zaczyna nową grę</translation>
    </message>
    <message>
        <source>Close a dialog or a menu (the moon choice waits for an answer; game over leaves the final table in view)</source>
        <translation>Zamknij okno dialogowe lub menu (wybór po ustrzeleniu księżyca czeka na odpowiedź; koniec gry zostawia końcowy stół na widoku)</translation>
    </message>
    <message>
        <source>The next or previous page of Settings</source>
        <translation>Następna lub poprzednia zakładka ustawień</translation>
    </message>
    <message>
        <source>Scroll the rules and this list</source>
        <translation>Przewiń zasady i tę listę</translation>
    </message>
    <message>
        <source>At the table and in dialogs</source>
        <translation>Przy stole i w oknach dialogowych</translation>
    </message>
    <message>
        <source>Menu commands</source>
        <translation>Polecenia menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Polecenie</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Skrót</translation>
    </message>
    <message>
        <source>Through the menu</source>
        <translation>Przez menu</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick</source>
        <translation>Ostatnia lewa</translation>
    </message>
    <message>
        <source>Every card of the suit led cancelled: the cards stay in the middle for the winner of the next trick.</source>
        <translation>Wszystkie karty w kolorze wyjścia się skasowały: zostają na środku dla tego, kto weźmie następną lewę.</translation>
    </message>
    <message numerus="yes">
        <source>%n points taken with this trick, the kitty included.</source>
        <translation>
            <numerusform>Punkty wzięte z tą lewą, razem z musikiem: %n.</numerusform>
            <numerusform>Punkty wzięte z tą lewą, razem z musikiem: %n.</numerusform>
            <numerusform>Punkty wzięte z tą lewą, razem z musikiem: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points taken with this trick.</source>
        <translation>
            <numerusform>Punkty wzięte z tą lewą: %n.</numerusform>
            <numerusform>Punkty wzięte z tą lewą: %n.</numerusform>
            <numerusform>Punkty wzięte z tą lewą: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trick is yours.</source>
        <translation>Lewa jest twoja.</translation>
    </message>
    <message>
        <source>Trick won by: %1</source>
        <translation>Lewę wziął gracz: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>Flipping the card face up: set to 0 with the back showing, animate to 1. How much of the card&apos;s shadow shows (0: none): in the deal&apos;s pile only the bottom card casts one.</extracomment>
        <translation>skasowana</translation>
    </message>
    <message>
        <source>%1, cancelled</source>
        <translation>%1, karta skasowana</translation>
    </message>
    <message>
        <source>The kitty, taken with this trick:</source>
        <translation>Musik, wzięty z tą lewą:</translation>
    </message>
</context>
<context>
    <name>LicenceDialog</name>
    <message>
        <source>Hearts</source>
        <translation>Kierki</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Card art</source>
        <translation>Grafika kart</translation>
    </message>
    <message>
        <source>Font</source>
        <translation>Czcionka</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Dźwięki</translation>
    </message>
    <message>
        <source>This licence text is missing from this installation: %1</source>
        <translation>Tego tekstu licencji brakuje w tej instalacji: %1</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licencje</translation>
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
        <translation>Kierki</translation>
    </message>
    <message>
        <source>Hearts is already running; switch to its window to play.</source>
        <translation>Kierki są już uruchomione; aby grać, przejdź do otwartego okna gry.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>&amp;Wyniki</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Ostatnia lewa</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;About Hearts</source>
        <translation>&amp;O grze Kierki</translation>
    </message>
    <message>
        <source>Abandon the current match and start a new one?</source>
        <translation>Porzucić bieżącą grę i rozpocząć nową?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>New game: %1, %2, %3.</source>
        <translation>Nowa gra: %1, %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n points</source>
        <translation>
            <numerusform>do %n punktu</numerusform>
            <numerusform>do %n punktów</numerusform>
            <numerusform>do %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand histor&amp;y…</source>
        <translation>&amp;Historia rozdań…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Restart hand</source>
        <translation>Zag&amp;raj rozdanie od początku</translation>
    </message>
    <message>
        <source>Play &amp;deal…</source>
        <translation>Zagraj rozd&amp;anie o numerze…</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klawiatura</translation>
    </message>
    <message>
        <source>Played without %1, so that the deal comes out even.</source>
        <translation>Gra bez %1, żeby karty rozdały się po równo.</translation>
    </message>
    <message>
        <source>⚠ Not saved</source>
        <extracomment>Seconds an answer to a command (Undo, Restart hand) stays in the status bar while the computer plays on. Room kept free between the message and the first mark on the bar&apos;s right.</extracomment>
        <translation>⚠ Nie zapisano</translation>
    </message>
    <message>
        <source>Your game is not saved</source>
        <translation>Twoja gra nie jest zapisana</translation>
    </message>
    <message>
        <source>Played without %1.</source>
        <translation>Gra bez %1.</translation>
    </message>
    <message>
        <source>Your last card was taken back.</source>
        <translation>Twoja ostatnia karta została cofnięta.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Zapisana gra</translation>
    </message>
    <message>
        <source>Welcome back: your game was restored.</source>
        <translation>Witaj ponownie: gra została przywrócona.</translation>
    </message>
    <message>
        <source>It keeps its own rules; your settings apply to the next new game.</source>
        <translation>Gra zachowuje swoje zasady; twoje ustawienia obowiązują od następnej nowej gry.</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Zapis nie powiódł się</translation>
    </message>
    <message>
        <source>Your game is being saved again.</source>
        <translation>Gra jest znowu zapisywana.</translation>
    </message>
    <message>
        <source>Hearts closed unexpectedly the last time it ran. A game in progress is kept as of its last trick.</source>
        <translation>Kierki zamknęły się niespodziewanie przy ostatnim uruchomieniu. Trwająca gra jest zachowana do ostatniej lewy.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used.</source>
        <translation>Plik ustawień był uszkodzony, więc używane są ustawienia domyślne.</translation>
    </message>
    <message>
        <source>Your settings file was damaged; these settings were reset to their defaults: %1.</source>
        <translation>Plik ustawień był uszkodzony; te ustawienia przywrócono do wartości domyślnych: %1.</translation>
    </message>
    <message>
        <source>These settings could not be used and were reset to their defaults: %1.</source>
        <translation>Tych ustawień nie dało się użyć i przywrócono je do wartości domyślnych: %1.</translation>
    </message>
    <message>
        <source>A copy of the old file is kept at %1.</source>
        <translation>Kopię starego pliku zachowano jako %1.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>The match is over. Game ▸ New game starts another.</source>
        <translation>Gra się zakończyła. Gra ▸ Nowa gra rozpoczyna następną.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this hand.</source>
        <translation>W tym rozdaniu nie rozegrano jeszcze żadnej lewy.</translation>
    </message>
    <message>
        <source>The new rules apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Nowe zasady obowiązują w nowej grze. Porzucić bieżącą grę i rozpocząć nową?</translation>
    </message>
    <message>
        <source>The new rules and opponents&apos; levels apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Nowe zasady i poziomy przeciwników obowiązują w nowej grze. Porzucić bieżącą grę i rozpocząć nową?</translation>
    </message>
    <message>
        <source>The new rules and opponents&apos; levels will apply from the next game.</source>
        <translation>Nowe zasady i poziomy przeciwników będą obowiązywać od następnej gry.</translation>
    </message>
    <message>
        <source>The opponents&apos; new levels apply to a new game. Abandon the current match and start a new one?</source>
        <translation>Nowe poziomy przeciwników obowiązują w nowej grze. Porzucić bieżącą grę i rozpocząć nową?</translation>
    </message>
    <message>
        <source>The opponents&apos; new levels will apply from the next game.</source>
        <translation>Nowe poziomy przeciwników będą obowiązywać od następnej gry.</translation>
    </message>
    <message>
        <source>The new rules will apply from the next game.</source>
        <translation>Nowe zasady będą obowiązywać od następnej gry.</translation>
    </message>
    <message>
        <source>The hand was dealt again from the start as a practice hand: this match no longer counts in your statistics.</source>
        <translation>Karty rozdano ponownie od początku jako rozdanie treningowe: ta gra nie liczy się już do twoich statystyk.</translation>
    </message>
    <message>
        <source>Quit Hearts</source>
        <translation>Zakończ Kierki</translation>
    </message>
    <message>
        <source>Your game could not be saved: if you quit now, this match is lost.</source>
        <translation>Nie udało się zapisać gry: jeśli teraz zakończysz, ta partia przepadnie.</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Zakończ mimo to</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Open &amp;data folder</source>
        <translation>Otwórz folder z &amp;danymi</translation>
    </message>
    <message>
        <source>The data folder could not be opened here; it is %1.</source>
        <translation>Nie można tu otworzyć folderu z danymi; jego ścieżka to %1.</translation>
    </message>
    <message>
        <source>Your settings file was damaged; the settings that could be read from it are used.</source>
        <translation>Plik ustawień był uszkodzony; używane są ustawienia, które udało się z niego odczytać.</translation>
    </message>
    <message>
        <source>Your latest moves could not be saved: if you quit now, the match resumes next time from where it was last saved, in hand %1.</source>
        <translation>Nie udało się zapisać ostatnich ruchów: jeśli teraz zakończysz, następnym razem partia zostanie wznowiona od miejsca ostatniego zapisu, w rozdaniu %1.</translation>
    </message>
</context>
<context>
    <name>MoonDialog</name>
    <message>
        <source>Scores after:</source>
        <translation>Wyniki po wyborze:</translation>
    </message>
    <message>
        <source>You shot the moon!</source>
        <translation>Księżyc ustrzelony!</translation>
    </message>
    <message numerus="yes">
        <source>You took every penalty card. How should the %n points count?</source>
        <translation>
            <numerusform>Masz wszystkie karty karne. Jak policzyć %n punkt?</numerusform>
            <numerusform>Masz wszystkie karty karne. Jak policzyć %n punkty?</numerusform>
            <numerusform>Masz wszystkie karty karne. Jak policzyć %n punktów?</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Zalecane</translation>
    </message>
    <message>
        <source>Subtract %1 from my score</source>
        <translation>Odejmij mi %1 pkt</translation>
    </message>
    <message>
        <source>Add %1 to everyone else</source>
        <translation>Dopisz po %1 pkt pozostałym graczom</translation>
    </message>
    <message>
        <source>Scores now:</source>
        <translation>Wyniki teraz:</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Dysk</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Plik</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Nieznany</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Zaznacz wszystko</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Krok w &amp;górę</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Krok w &amp;dół</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Szukaj w:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Przejdź wstecz</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Przejdź dalej</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Folder nadrzędny</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Przejdź do folderu nadrzędnego</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Utwórz nowy folder</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Utwórz nowy folder</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Pokaż pliki jako listę</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Szczegóły</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Pokaż pliki ze szczegółami</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Panel boczny</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Miejsca i zakładki</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Pliki</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nazwa pliku:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Typ plików:</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Ostatnie miejsca</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Zmień &amp;nazwę</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Pokaż ukryte &amp;pliki</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Nowy &amp;folder</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nowy folder</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Pokaż </translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 już istnieje.
Czy zastąpić ten plik?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Czy na pewno usunąć „%1”?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>Zapis do „%1” jest zabroniony.
Usunąć mimo to?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Nie można usunąć folderu.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Data modyfikacji</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Wytnij</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Wk&amp;lej</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Pokaż szczegóły…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ukryj szczegóły…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Zapisz wszystko</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Tak</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Tak dla &amp;wszystkich</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nie</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ie dla wszystkich</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Przerwij</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignoruj</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Zastosuj</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Resetuj</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Przywróć domyślne</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Przewiń tutaj</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Na górę</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Na dół</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Strona w górę</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Strona w dół</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Przewiń w górę</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Przewiń w dół</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Lewa krawędź</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Prawa krawędź</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Strona w lewo</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Strona w prawo</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Przewiń w lewo</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Przewiń w prawo</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Spacja</translation>
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
        <translation>Lewo</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Prawo</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Góra</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Dół</translation>
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
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopiuj &amp;adres odnośnika</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Both</source>
        <comment>a card both the person and the coach chose</comment>
        <translation>Oboje</translation>
    </message>
    <message>
        <source>Your hand before the pass:</source>
        <translation>Twoja ręka przed przekazaniem:</translation>
    </message>
    <message>
        <source>The trick so far:</source>
        <translation>Lewa do tej pory:</translation>
    </message>
    <message>
        <source>You lead this trick.</source>
        <translation>Wychodzisz do tej lewy.</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Twoja ręka:</translation>
    </message>
    <message>
        <source>Played before: %1</source>
        <translation>Zagrane wcześniej: %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Lepiej</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions flagged.</source>
        <extracomment>A costly decision&apos;s row, as (background, text) on a light and on a dark palette.</extracomment>
        <translation>
            <numerusform>%n decyzja oznaczona.</numerusform>
            <numerusform>%n decyzje oznaczone.</numerusform>
            <numerusform>%n decyzji oznaczonych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You took %n points.</source>
        <translation>
            <numerusform>Ty: %n pkt.</numerusform>
            <numerusform>Ty: %n pkt.</numerusform>
            <numerusform>Ty: %n pkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer in your seat took %n points.</source>
        <translation>
            <numerusform>Komputer na twoim miejscu: %n pkt.</numerusform>
            <numerusform>Komputer na twoim miejscu: %n pkt.</numerusform>
            <numerusform>Komputer na twoim miejscu: %n pkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Przekazanie</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Lewa %1</translation>
    </message>
    <message>
        <source>all the same</source>
        <translation>wszystko jedno</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <extracomment>The longest technical detail of a failed review shown in the tooltip.</extracomment>
        <translation>Analiza rozdania %1</translation>
    </message>
    <message>
        <source>&amp;Cancel review</source>
        <translation>&amp;Przerwij analizę</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decyzja</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Twój wybór</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Oczekiwane punkty</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Najlepszy wybór</translation>
    </message>
    <message>
        <source>Your points for the whole hand after this choice, on average over the deals the computer tried, with how sure it is of that average (±).</source>
        <translation>Twoje punkty za całe rozdanie po tym wyborze, średnio w rozkładach sprawdzonych przez komputer, wraz z tym, na ile pewna jest ta średnia (±).</translation>
    </message>
    <message>
        <source>The computer is looking at your decisions…</source>
        <translation>Komputer analizuje twoje decyzje…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analiza przerwana.</translation>
    </message>
    <message>
        <source>The computer is playing the same cards in your seat…</source>
        <translation>Komputer gra tymi samymi kartami na twoim miejscu…</translation>
    </message>
    <message>
        <source>Select a flagged decision (%1) to see the table at that moment.</source>
        <translation>Wybierz oznaczoną decyzję (%1), aby zobaczyć stół w tamtej chwili.</translation>
    </message>
    <message>
        <source>only choice</source>
        <translation>jedyny wybór</translation>
    </message>
    <message>
        <source>✓ your choice</source>
        <translation>✓ twój wybór</translation>
    </message>
    <message>
        <source>The choice with the fewest expected points; ✓ when yours was as good, ≈ when the computer could not tell it from another.</source>
        <translation>Wybór z najmniejszą oczekiwaną liczbą punktów; ✓, gdy twój był równie dobry, ≈, gdy komputer nie potrafił go odróżnić od innego.</translation>
    </message>
    <message>
        <source>No decision clearly cost you a point or more: well played.</source>
        <translation>Żadna decyzja nie kosztowała cię wyraźnie punktu ani więcej: dobra gra.</translation>
    </message>
    <message>
        <source>This decision cost about %1 points.</source>
        <translation>Ta decyzja kosztowała około %1 pkt.</translation>
    </message>
    <message>
        <source>There was no real choice here.</source>
        <translation>Tu nie było prawdziwego wyboru.</translation>
    </message>
    <message>
        <source>A good choice, or close enough to the best.</source>
        <translation>Dobry wybór albo niewiele gorszy od najlepszego.</translation>
    </message>
    <message>
        <source>Your seat, played by the computer with the same cards:</source>
        <translation>Twoje miejsce w rękach komputera, z tymi samymi kartami:</translation>
    </message>
    <message>
        <source>No single decision cost you a point, but small costs add up, and once the computer&apos;s cards differ from yours the others play differently too.</source>
        <translation>Żadna pojedyncza decyzja nie kosztowała cię punktu, ale drobne straty się sumują, a gdy karty komputera różnią się od twoich, pozostali też grają inaczej.</translation>
    </message>
    <message>
        <source>there was not enough memory</source>
        <translation>zabrakło pamięci</translation>
    </message>
    <message>
        <source>the computer&apos;s search stopped on an error</source>
        <translation>przeszukiwanie komputera przerwał błąd</translation>
    </message>
    <message>
        <source>The review could not be finished (%1).</source>
        <translation>Nie udało się dokończyć analizy (%1).</translation>
    </message>
    <message numerus="yes">
        <source>You played %1 into a trick you went on to win, and took its %n points yourself.</source>
        <translation>
            <numerusform>Zagranie %1 do lewy, którą potem bierzesz: %n pkt dla ciebie.</numerusform>
            <numerusform>Zagranie %1 do lewy, którą potem bierzesz: %n pkt dla ciebie.</numerusform>
            <numerusform>Zagranie %1 do lewy, którą potem bierzesz: %n pkt dla ciebie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 won the trick and with it %n points; the better card would not have won it.</source>
        <translation>
            <numerusform>%1 bierze lewę, a z nią %n pkt; lepsza karta by jej nie wzięła.</numerusform>
            <numerusform>%1 bierze lewę, a z nią %n pkt; lepsza karta by jej nie wzięła.</numerusform>
            <numerusform>%1 bierze lewę, a z nią %n pkt; lepsza karta by jej nie wzięła.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not follow suit and kept %1 instead of discarding it (%n points).</source>
        <translation>
            <numerusform>Bez kart w kolorze wyjścia zatrzymujesz %1 zamiast ją dorzucić (%n pkt).</numerusform>
            <numerusform>Bez kart w kolorze wyjścia zatrzymujesz %1 zamiast ją dorzucić (%n pkt).</numerusform>
            <numerusform>Bez kart w kolorze wyjścia zatrzymujesz %1 zamiast ją dorzucić (%n pkt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not follow suit and discarded a card without points instead of %1 (%n points).</source>
        <translation>
            <numerusform>Bez kart w kolorze wyjścia dorzucasz kartę bez punktów zamiast %1 (%n pkt).</numerusform>
            <numerusform>Bez kart w kolorze wyjścia dorzucasz kartę bez punktów zamiast %1 (%n pkt).</numerusform>
            <numerusform>Bez kart w kolorze wyjścia dorzucasz kartę bez punktów zamiast %1 (%n pkt).</numerusform>
        </translation>
    </message>
    <message>
        <source>You led %1 while the queen of spades was still out: whoever holds it can drop it on your card.</source>
        <translation>Wyjście kartą %1, gdy dama pik jest jeszcze w grze: jej posiadacz może ją dorzucić do twojej karty.</translation>
    </message>
    <message>
        <source>You led a heart (%1) while the queen of spades was still out.</source>
        <translation>Wyjście w kiery (%1), gdy dama pik jest jeszcze w grze.</translation>
    </message>
    <message>
        <source>%1 would still have lost this trick: a safe chance to get rid of a high card was missed.</source>
        <translation>%1 i tak nie wzięłaby tej lewy: przepadła bezpieczna okazja, by pozbyć się wysokiej karty.</translation>
    </message>
    <message>
        <source>You passed %1, the low spades that guarded your high spade.</source>
        <translation>Przekazanie %1 — niskich pików, które chroniły twojego wysokiego pika.</translation>
    </message>
    <message>
        <source>You kept %1 with fewer than three lower spades to protect it.</source>
        <translation>Zatrzymujesz %1, mając mniej niż trzy niższe piki do ochrony.</translation>
    </message>
    <message>
        <source>You kept %1 with fewer than three lower spades, so it may be forced to take the queen of spades.</source>
        <translation>Zatrzymujesz %1, mając mniej niż trzy niższe piki, więc ta karta może być zmuszona wziąć damę pik.</translation>
    </message>
    <message>
        <source>You kept the high hearts %1; the better pass gives them away.</source>
        <translation>Zatrzymujesz wysokie kiery %1; lepsze przekazanie się ich pozbywa.</translation>
    </message>
    <message>
        <source>No single reason can be named: on the deals the computer tried, the other choice took fewer points.</source>
        <translation>Nie da się wskazać jednej przyczyny: w rozkładach sprawdzonych przez komputer inny wybór dawał mniej punktów.</translation>
    </message>
    <message>
        <source>Too close to call: %1 did about as well as your choice on the deals the computer tried.</source>
        <translation>Nie da się rozstrzygnąć: z %1 wyszło prawie tak samo jak z twoim wyborem w rozkładach sprawdzonych przez komputer.</translation>
    </message>
    <message>
        <source>Too close to call which is best: %1 did about as well as %2 on the deals the computer tried.</source>
        <translation>Nie da się rozstrzygnąć, co jest najlepsze: z %1 wyszło prawie tak samo jak z %2 w rozkładach sprawdzonych przez komputer.</translation>
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
        <translation>Zasady tej gry</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Standard</source>
        <translation>Klasyczne kierki</translation>
    </message>
    <message>
        <source>Cancellation Hearts</source>
        <translation>Kierki z kasowaniem</translation>
    </message>
    <message>
        <source>Black Maria</source>
        <translation>Czarna Maria</translation>
    </message>
    <message>
        <source>Spot Hearts</source>
        <translation>Kierki na oczka</translation>
    </message>
    <message>
        <source>Each heart scores %1 and the Q♠ %2. The lowest score wins.</source>
        <translation>Każdy kier to %1 pkt, a Q♠ — %2 pkt. Wygrywa najniższy wynik.</translation>
    </message>
    <message>
        <source>Two packs for %1 to %2 players; identical cards in one trick cancel each other.</source>
        <translation>Dwie talie dla %1–%2 graczy; identyczne karty w jednej lewie kasują się nawzajem.</translation>
    </message>
    <message>
        <source>The Q♠ scores %1, the K♠ %2 and the A♠ %3, on top of the hearts.</source>
        <translation>Q♠ to %1 pkt, K♠ %2 pkt, a A♠ %3 pkt — oprócz kierów.</translation>
    </message>
    <message>
        <source>Each heart scores its rank (A = %1) and the Q♠ %2; games go to %3.</source>
        <translation>Każdy kier liczy się według wartości (A = %1), a Q♠ — %2 pkt; gra się do %3.</translation>
    </message>
    <message>
        <source>%1 players, %2 cards each. No trumps.</source>
        <translation>%1 graczy, każdy dostaje po %2 kart. Gra bez atu.</translation>
    </message>
    <message>
        <source>Two full packs (104 cards) are shuffled together.</source>
        <translation>Dwie pełne talie (104 karty) tasuje się razem.</translation>
    </message>
    <message>
        <source>One pack, without %1, so that the deal comes out even.</source>
        <translation>Jedna talia bez %1, żeby karty rozdały się po równo.</translation>
    </message>
    <message>
        <source>One full pack of 52 cards.</source>
        <translation>Jedna pełna talia 52 kart.</translation>
    </message>
    <message>
        <source>No cards are passed: every hand is played as dealt.</source>
        <translation>Karty nie są przekazywane: każde rozdanie gra się tak, jak zostało rozdane.</translation>
    </message>
    <message>
        <source>After looking at their hand, every player passes three cards face down; everyone picks their cards before anyone sees what they receive.</source>
        <translation>Po obejrzeniu swoich kart każdy gracz przekazuje trzy karty zakryte; wszyscy wybierają karty, zanim ktokolwiek zobaczy, co dostał.</translation>
    </message>
    <message>
        <source>The pass goes to the left, then to the right, then across; on every fourth hand nobody passes.</source>
        <translation>Karty przekazuje się w lewo, potem w prawo, potem naprzeciwko; w co czwartym rozdaniu nikt nie przekazuje kart.</translation>
    </message>
    <message>
        <source>The pass goes to the left and to the right, in turn.</source>
        <translation>Karty przekazuje się na zmianę w lewo i w prawo.</translation>
    </message>
    <message>
        <source>Whoever holds the %1 leads it to the first trick.</source>
        <translation>Gracz, który ma %1, wychodzi tą kartą do pierwszej lewy.</translation>
    </message>
    <message>
        <source>The player to the left of the dealer leads the first trick; the dealer moves one seat to the left each hand.</source>
        <translation>Do pierwszej lewy wychodzi gracz siedzący na lewo od rozdającego; w każdym rozdaniu rola rozdającego przechodzi o jedno miejsce w lewo.</translation>
    </message>
    <message>
        <source>Follow suit if you can; otherwise play any card. The highest card of the suit led wins the trick, and its winner leads the next one.</source>
        <translation>Dokładaj do koloru wyjścia, jeśli możesz; jeśli nie, zagraj dowolną kartę. Lewę bierze najstarsza karta w kolorze wyjścia, a gracz, który wziął lewę, wychodzi do następnej.</translation>
    </message>
    <message>
        <source>On the first trick, a player who cannot follow suit may discard any card, penalty cards included.</source>
        <translation>Do pierwszej lewy gracz, który nie ma koloru wyjścia, może dorzucić dowolną kartę, także karną.</translation>
    </message>
    <message>
        <source>On the first trick, a player who cannot follow suit may not discard %1 — unless they hold nothing else.</source>
        <translation>Do pierwszej lewy gracz, który nie ma koloru wyjścia, nie może dorzucić %1 — chyba że nie ma innych kart.</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>kiera</translation>
    </message>
    <message>
        <source>or</source>
        <translation>ani</translation>
    </message>
    <message>
        <source>The %1 is a bonus, not a penalty card: it may be discarded on the first trick.</source>
        <translation>%1 to karta premiowa, nie karna: można ją dorzucić do pierwszej lewy.</translation>
    </message>
    <message>
        <source>Hearts may not be led until a heart or the %1 has been played to an earlier trick (“hearts are broken”).</source>
        <translation>Nie wolno wychodzić w kiery, dopóki do którejś z wcześniejszych lew nie zostanie zagrany kier albo %1 („kiery są złamane”).</translation>
    </message>
    <message>
        <source>Hearts may not be led until a heart has been played to an earlier trick (“hearts are broken”); the %1 does not break them.</source>
        <translation>Nie wolno wychodzić w kiery, dopóki do którejś z wcześniejszych lew nie zostanie zagrany kier („kiery są złamane”); %1 ich nie łamie.</translation>
    </message>
    <message>
        <source>A player holding nothing but hearts may lead one. The %1 may be led at any time.</source>
        <translation>Gracz, który ma same kiery, może wyjść w kiera. Kartą %1 można wyjść w każdej chwili.</translation>
    </message>
    <message>
        <source>Each heart taken scores 1 penalty point.</source>
        <translation>Każdy wzięty kier to 1 punkt karny.</translation>
    </message>
    <message>
        <source>Each heart taken scores its rank: 2 to 10 as marked, J 11, Q 12, K 13, A 14.</source>
        <translation>Każdy wzięty kier liczy się według wartości: od 2 do 10 tyle, ile oczek, J 11, Q 12, K 13, A 14.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 scores %n penalty points.</source>
        <translation>
            <numerusform>%1 to %n punkt karny.</numerusform>
            <numerusform>%1 to %n punkty karne.</numerusform>
            <numerusform>%1 to %n punktów karnych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cards left over lie face down as a kitty; the winner of the first trick takes them, points and all.</source>
        <translation>
            <numerusform>Pozostała %n karta leży zakryta jako musik; kto weźmie pierwszą lewę, dostaje ją razem z punktami.</numerusform>
            <numerusform>Pozostałe %n karty leżą zakryte jako musik; kto weźmie pierwszą lewę, dostaje je razem z punktami.</numerusform>
            <numerusform>Pozostałych %n kart leży zakrytych jako musik; kto weźmie pierwszą lewę, dostaje je razem z punktami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the two %1 scores %n penalty points.</source>
        <translation>
            <numerusform>Każda z dwóch %1 to %n punkt karny.</numerusform>
            <numerusform>Każda z dwóch %1 to %n punkty karne.</numerusform>
            <numerusform>Każda z dwóch %1 to %n punktów karnych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A hand carries %n penalty points in all.</source>
        <translation>
            <numerusform>W rozdaniu jest łącznie %n punkt karny.</numerusform>
            <numerusform>W rozdaniu są łącznie %n punkty karne.</numerusform>
            <numerusform>W rozdaniu jest łącznie %n punktów karnych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead, %n points are added to every other player&apos;s score.</source>
        <translation>
            <numerusform>Zamiast tego wszystkim pozostałym graczom dodaje się po %n punkcie.</numerusform>
            <numerusform>Zamiast tego wszystkim pozostałym graczom dodaje się po %n punkty.</numerusform>
            <numerusform>Zamiast tego wszystkim pozostałym graczom dodaje się po %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead, %n points are subtracted from the shooter&apos;s score.</source>
        <translation>
            <numerusform>Zamiast tego od wyniku gracza, który ustrzelił księżyc, odejmuje się %n punkt.</numerusform>
            <numerusform>Zamiast tego od wyniku gracza, który ustrzelił księżyc, odejmuje się %n punkty.</numerusform>
            <numerusform>Zamiast tego od wyniku gracza, który ustrzelił księżyc, odejmuje się %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone reaches or passes %n points. The lowest total wins.</source>
        <translation>
            <numerusform>Gra kończy się po rozdaniu, w którym ktoś osiągnie lub przekroczy %n punkt. Wygrywa najniższy wynik.</numerusform>
            <numerusform>Gra kończy się po rozdaniu, w którym ktoś osiągnie lub przekroczy %n punkty. Wygrywa najniższy wynik.</numerusform>
            <numerusform>Gra kończy się po rozdaniu, w którym ktoś osiągnie lub przekroczy %n punktów. Wygrywa najniższy wynik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone passes %n points. The lowest total wins.</source>
        <translation>
            <numerusform>Gra kończy się po rozdaniu, w którym ktoś przekroczy %n punkt. Wygrywa najniższy wynik.</numerusform>
            <numerusform>Gra kończy się po rozdaniu, w którym ktoś przekroczy %n punkty. Wygrywa najniższy wynik.</numerusform>
            <numerusform>Gra kończy się po rozdaniu, w którym ktoś przekroczy %n punktów. Wygrywa najniższy wynik.</numerusform>
        </translation>
    </message>
    <message>
        <source>Omnibus (J♦ %1)</source>
        <translation>Z waletem karo (J♦ %1)</translation>
    </message>
    <message>
        <source>Standard rules, plus the J♦ is a bonus for whoever takes it: %1, or %2 as a house rule.</source>
        <translation>Zasady standardowe, a do tego walet karo (J♦) to karta premiowa dla tego, kto go weźmie: %1 pkt albo %2 pkt według zasad domowych.</translation>
    </message>
    <message>
        <source>There is no passing in %1.</source>
        <translation>Wariant „%1”: bez przekazywania kart.</translation>
    </message>
    <message>
        <source>Whoever holds the %1 leads the first trick, with any club.</source>
        <translation>Gracz, który ma %1, wychodzi do pierwszej lewy dowolnym treflem.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, the first lead too: nothing needs to break them.</source>
        <translation>W kiery można wychodzić w każdej chwili, także przy pierwszym wyjściu: nie trzeba ich łamać.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time (after the first lead): nothing needs to break them.</source>
        <translation>W kiery można wychodzić w każdej chwili (po pierwszym wyjściu): nie trzeba ich łamać.</translation>
    </message>
    <message>
        <source>The %1 is a bonus: whoever takes it scores %2.</source>
        <translation>%1 to karta premiowa: kto ją weźmie, dostaje %2 pkt.</translation>
    </message>
    <message>
        <source>A player who takes no trick in a hand scores %1 for it.</source>
        <translation>Gracz, który w rozdaniu nie weźmie żadnej lewy, dostaje za to %1 pkt.</translation>
    </message>
    <message>
        <source>There is no shooting the moon: a player who takes every penalty card scores them all.</source>
        <translation>Nie ma ustrzelenia księżyca: gracz, który weźmie wszystkie karty karne, dostaje za nie wszystkie punkty.</translation>
    </message>
    <message>
        <source>both %1</source>
        <translation>obie %1</translation>
    </message>
    <message>
        <source>all the hearts</source>
        <translation>wszystkie kiery</translation>
    </message>
    <message>
        <source>and</source>
        <translation>i</translation>
    </message>
    <message>
        <source>A player who takes %1 has shot the moon and scores nothing for them.</source>
        <translation>Gracz, który weźmie %1, ustrzelił księżyc i nie dostaje za nie punktów.</translation>
    </message>
    <message>
        <source>The shooter chooses: subtract %1 from their own score, or add %1 to everyone else&apos;s.</source>
        <translation>Gracz, który ustrzelił księżyc, wybiera: odjąć sobie %1 pkt albo dopisać po %1 pkt wszystkim pozostałym.</translation>
    </message>
    <message>
        <source>The %1 is part of the moon and is not counted again.</source>
        <translation>%1 jest potrzebny do ustrzelenia księżyca i nie liczy się już osobno.</translation>
    </message>
    <message>
        <source>The %1 is not needed for the moon; it still scores %2 for whoever takes it.</source>
        <translation>%1 nie jest potrzebny do ustrzelenia księżyca; i tak daje %2 pkt temu, kto go weźmie.</translation>
    </message>
    <message>
        <source>Two identical cards (same rank and suit) played to the same trick cancel: neither can win the trick, but both still carry their points.</source>
        <translation>Dwie identyczne karty (ta sama wartość i kolor) zagrane do tej samej lewy kasują się: żadna z nich nie może wziąć lewy, ale obie nadal mają swoje punkty.</translation>
    </message>
    <message>
        <source>The highest card of the suit led that is not cancelled wins the trick.</source>
        <translation>Lewę bierze najstarsza nieskasowana karta w kolorze wyjścia.</translation>
    </message>
    <message>
        <source>If every card of the suit led is cancelled, the cards stay in the middle, the same player leads again, and the winner of the next trick takes them too. On the last trick, its leader takes them.</source>
        <translation>Jeśli wszystkie karty w kolorze wyjścia się skasują, karty zostają na środku, ten sam gracz wychodzi ponownie, a kto weźmie następną lewę, dostaje także je. W ostatniej lewie bierze je gracz, który do niej wychodził.</translation>
    </message>
    <message>
        <source>A player whose total lands exactly on %1 goes back to 0, and the game goes on.</source>
        <translation>Gracz, którego wynik wyniesie dokładnie %1, wraca do 0, a gra toczy się dalej.</translation>
    </message>
    <message>
        <source>Players tied for the lowest total share the win.</source>
        <translation>Gracze z równym najniższym wynikiem dzielą się zwycięstwem.</translation>
    </message>
    <message>
        <source>If several players tie for the lowest total, hands go on until one of them alone has the lowest score.</source>
        <translation>Jeśli kilku graczy ma ten sam najniższy wynik, rozgrywa się kolejne rozdania, aż tylko jeden z nich będzie miał najniższy wynik.</translation>
    </message>
    <message>
        <source>Hearts — %1</source>
        <translation>Kierki — %1</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Rozdawanie kart</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Przekazywanie kart</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Breaking hearts</source>
        <translation>Łamanie kierów</translation>
    </message>
    <message>
        <source>Leading hearts</source>
        <translation>Wychodzenie w kiery</translation>
    </message>
    <message>
        <source>Cancelled cards</source>
        <translation>Skasowane karty</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>Ustrzelenie księżyca</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Koniec gry</translation>
    </message>
</context>
<context>
    <name>SaveGameStore</name>
    <message>
        <source>Your game could not be saved (%1); you can play on, and Hearts will try again after the next trick.</source>
        <extracomment>A real save is a few kilobytes; anything far bigger is not ours (and must not be read into memory). The technical detail of a problem is cut to this many characters (a damaged file can quote 10 MB of itself). A sentence for the player stays under this length; a longer one names the kept file without its folder. A temporary file this old is left over from an interrupted write (a write takes milliseconds). The cards the person had picked to pass but not yet passed (a save made while choosing them).</extracomment>
        <translation>Nie udało się zapisać gry (%1); możesz grać dalej, a Kierki spróbują ponownie po następnej lewie.</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>to nie jest tekst UTF-8</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>to nie jest poprawny JSON</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>zbyt głębokie zagnieżdżenie</translation>
    </message>
    <message>
        <source>it could not be read (%1)</source>
        <translation>nie dało się go odczytać (%1)</translation>
    </message>
    <message>
        <source>the match in it breaks the rules</source>
        <translation>zapisana gra łamie zasady</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <translation>nie dało się go odczytać</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>większy niż %1 B</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be restored; a copy is kept at %1; a new game was started.</source>
        <translation>Zapisana gra była uszkodzona i nie dało się jej przywrócić; kopię zachowano jako %1; rozpoczęto nową grę.</translation>
    </message>
    <message>
        <source>not a Hearts saved game</source>
        <translation>to nie jest zapisana gra Kierki</translation>
    </message>
    <message>
        <source>saved by an unknown version: %1</source>
        <translation>zapisana przez nieznaną wersję: %1</translation>
    </message>
    <message>
        <source>the player names are unusable</source>
        <translation>imiona graczy są nieprawidłowe</translation>
    </message>
    <message>
        <source>the computer players&apos; levels are unusable</source>
        <translation>poziomy graczy komputerowych są nieprawidłowe</translation>
    </message>
    <message>
        <source>the cards chosen to pass are unusable</source>
        <translation>karty wybrane do przekazania są nieprawidłowe</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Target %1</source>
        <extracomment>Okabe &amp; Ito&apos;s colours for colour-blind readers (black is left out: it is the text colour of a light theme). Markers are drawn while points are this far apart or more (denser lines would be a smear of shapes). Players whose lines are the same all along share the line in dashes this long, one colour after another, and their markers stand this far apart along it: none is hidden under another, and none is moved off its value.</extracomment>
        <translation>Limit %1</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Wykres wyników</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>No hand has been scored yet.</source>
        <translation>Nie podliczono jeszcze żadnego rozdania.</translation>
    </message>
    <message>
        <source>The match is played to %1.</source>
        <translation>Gra toczy się do %1 pkt.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Totals after hand %1, lowest first: %2.</source>
        <translation>Wyniki po rozdaniu %1, od najniższego: %2.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>&amp;Review hand %1…</source>
        <translation>&amp;Analiza rozdania %1…</translation>
    </message>
    <message>
        <source>The computer looks at each of your decisions in the last hand and says which cost points.</source>
        <translation>Komputer sprawdza każdą twoją decyzję w ostatnim rozdaniu i wskazuje te, które kosztowały punkty.</translation>
    </message>
    <message>
        <source>Hands played: %1. %2 marks a hand where the moon was shot.</source>
        <translation>Rozegrane rozdania: %1. %2 oznacza rozdanie z ustrzelonym księżycem.</translation>
    </message>
    <message>
        <source>Hands played: %1.</source>
        <translation>Rozegrane rozdania: %1.</translation>
    </message>
    <message>
        <source>Hand %1 was the last: the match is over.</source>
        <translation>Rozdanie %1 było ostatnie: gra się zakończyła.</translation>
    </message>
    <message>
        <source>Hand %1 is over.</source>
        <translation>Rozdanie %1 zakończone.</translation>
    </message>
    <message>
        <source>Match number %1 (Game ▸ Play deal… deals this match again).</source>
        <translation>Numer gry %1 (Gra ▸ Zagraj rozdanie o numerze… rozdaje tę grę ponownie).</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Hand %1 · deal %2</source>
        <translation>Rozdanie %1 · nr %2</translation>
    </message>
    <message>
        <source>Deal %1: Game ▸ Play deal… deals these cards again.</source>
        <translation>Rozdanie nr %1: Gra ▸ Zagraj rozdanie o numerze… rozdaje te karty ponownie.</translation>
    </message>
    <message>
        <source>%1: took %2, scored %3; total %4.</source>
        <translation>%1: wzięte %2, zapisane %3; razem %4.</translation>
    </message>
    <message>
        <source>%1 shot the moon: the points were added to everyone else&apos;s score.</source>
        <translation>%1: księżyc ustrzelony — punkty dopisano pozostałym graczom.</translation>
    </message>
    <message>
        <source>%1 shot the moon: the points were subtracted from their own score.</source>
        <translation>%1: księżyc ustrzelony — punkty odjęto od własnego wyniku.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Lowest total: leading.</source>
        <translation>Najniższy wynik: prowadzi.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Anna</source>
        <extracomment>Interface languages by locale code; &quot;&quot; follows the system. Serbian comes in both scripts; its codes name the script, because before both existed the code &quot;sr&quot; stood for Latin (see :data:`OLD_LANGUAGE_CODES`). Codes older versions stored, read as today&apos;s: Serbian was Latin only, under &quot;sr&quot;. The opponents&apos; default names by seat, as stored; shown in the interface language (:func:`shown_opponent_name`).</extracomment>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Borys</translation>
    </message>
    <message>
        <source>Clara</source>
        <translation>Klara</translation>
    </message>
    <message>
        <source>Dario</source>
        <translation>Dariusz</translation>
    </message>
    <message>
        <source>Eva</source>
        <translation>Ewa</translation>
    </message>
    <message>
        <source>Filip</source>
        <translation>Filip</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Zasady domowe</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Wygląd</translation>
    </message>
    <message>
        <source>Changed rules take effect in a new game.</source>
        <translation>Zmienione zasady obowiązują od nowej gry.</translation>
    </message>
    <message>
        <source>&amp;Restore defaults</source>
        <translation>P&amp;rzywróć domyślne</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>opponent level</comment>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>opponent level</comment>
        <translation>Normalny</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>opponent level</comment>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Expert (thinks longer)</source>
        <comment>opponent level</comment>
        <translation>Ekspercki (dłużej się zastanawia)</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <comment>animation speed</comment>
        <translation>Natychmiastowa (bez animacji)</translation>
    </message>
    <message>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Szybka</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normalna</translation>
    </message>
    <message>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Wolna</translation>
    </message>
    <message>
        <source>The game ends after a hand in which someone passes this score (a total landing exactly on it goes back to 0).</source>
        <translation>Gra kończy się po rozdaniu, w którym ktoś przekroczy ten wynik (kto trafi w niego dokładnie, wraca do 0).</translation>
    </message>
    <message>
        <source>The game ends after a hand in which someone reaches this score.</source>
        <translation>Gra kończy się po rozdaniu, w którym ktoś osiągnie ten wynik.</translation>
    </message>
    <message>
        <source>A name can be up to %1 characters long.</source>
        <translation>Imię może mieć najwyżej %1 znaków.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Liczba &amp;graczy:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Wariant:</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>&amp;Limit punktów:</translation>
    </message>
    <message>
        <source>&amp;Finish a hand at once when no points are left to play for</source>
        <translation>&amp;Kończ rozdanie od razu, gdy nie ma już punktów do zdobycia</translation>
    </message>
    <message>
        <source>Allow &amp;undo (Ctrl+Z takes back your last card)</source>
        <translation>Pozwalaj &amp;cofać ruchy (Ctrl+Z cofa twoją ostatnią kartę)</translation>
    </message>
    <message>
        <source>The Q♠ breaks hearts</source>
        <translation>Q♠ łamie kiery</translation>
    </message>
    <message>
        <source>When off, only a heart played to a trick lets hearts be led.</source>
        <translation>Po wyłączeniu w kiery można wyjść dopiero, gdy do którejś lewy zagrano kier.</translation>
    </message>
    <message>
        <source>Penalty cards may be discarded on the first trick</source>
        <translation>Do pierwszej lewy wolno dorzucać karty karne</translation>
    </message>
    <message>
        <source>Shooting the moon needs the J♦ too</source>
        <translation>Do ustrzelenia księżyca potrzebny jest też J♦</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>Ustrzelenie księżyca</translation>
    </message>
    <message>
        <source>The shooter chooses: subtract from their score or add to everyone else</source>
        <translation>Kto ustrzeli księżyc, wybiera: odjąć sobie lub dopisać pozostałym</translation>
    </message>
    <message>
        <source>Hearts may be led at any time</source>
        <translation>W kiery można wychodzić w każdej chwili</translation>
    </message>
    <message>
        <source>No need to wait until hearts are broken.</source>
        <translation>Nie trzeba czekać, aż kiery zostaną złamane.</translation>
    </message>
    <message>
        <source>Any club may open the first trick</source>
        <translation>Do pierwszej lewy można wyjść dowolnym treflem</translation>
    </message>
    <message>
        <source>Pass three cards (the direction changes each hand)</source>
        <translation>Przekazywanie trzech kart (kierunek zmienia się co rozdanie)</translation>
    </message>
    <message>
        <source>At 4 players: to the left, to the right, across, then a hand without passing. At other tables: to the left and to the right in turn.</source>
        <translation>Przy 4 graczach: w lewo, w prawo, naprzeciwko, potem rozdanie bez przekazywania. Przy innej liczbie graczy: na zmianę w lewo i w prawo.</translation>
    </message>
    <message>
        <source>Taking no trick in a hand scores %1</source>
        <translation>Rozdanie bez żadnej wziętej lewy daje %1 pkt</translation>
    </message>
    <message>
        <source>A total landing exactly on the target goes back to 0</source>
        <translation>Wynik równy dokładnie limitowi punktów wraca do 0</translation>
    </message>
    <message>
        <source>The J♦ scores %1 instead of %2</source>
        <translation>J♦ daje %1 pkt zamiast %2 pkt</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Players can shoot the moon</source>
        <translation>Można ustrzelić księżyc</translation>
    </message>
    <message>
        <source>When off, a player who takes every penalty card just scores them.</source>
        <translation>Po wyłączeniu gracz, który weźmie wszystkie karty karne, po prostu dostaje za nie punkty.</translation>
    </message>
    <message>
        <source>Always add the points to everyone else</source>
        <translation>Zawsze dopisuj punkty pozostałym graczom</translation>
    </message>
    <message>
        <source>Always subtract the points from the shooter</source>
        <translation>Zawsze odejmuj punkty temu, kto ustrzelił księżyc</translation>
    </message>
    <message>
        <source>Ties for the lowest score</source>
        <translation>Remis na najniższym wyniku</translation>
    </message>
    <message>
        <source>When off, the moon is all the hearts and the Q♠; the J♦ still counts as a bonus.</source>
        <translation>Po wyłączeniu do ustrzelenia księżyca wystarczą wszystkie kiery i Q♠; J♦ nadal jest kartą premiową.</translation>
    </message>
    <message>
        <source>As some other programs play Omnibus.</source>
        <translation>Tak grają w ten wariant niektóre inne programy.</translation>
    </message>
    <message>
        <source>Tied players share the win</source>
        <translation>Gracze z równym wynikiem dzielą zwycięstwo</translation>
    </message>
    <message>
        <source>Play more hands until one player alone is lowest</source>
        <translation>Dodatkowe rozdania, aż tylko jeden gracz będzie miał najniższy wynik</translation>
    </message>
    <message>
        <source>%1 needs %2 to %3 players.</source>
        <translation>Wariant „%1” wymaga od %2 do %3 graczy.</translation>
    </message>
    <message>
        <source>Choose a level for each opponent</source>
        <translation>Wybierz poziom dla każdego przeciwnika</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Twoje imię:</translation>
    </message>
    <message>
        <source>Opponents&apos; &amp;level:</source>
        <translation>&amp;Poziom przeciwników:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Przeciwnicy</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>Show the cards you receive until you press OK</source>
        <translation>Pokazuj otrzymane karty, dopóki nie naciśniesz OK</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Szybkość animacji:</translation>
    </message>
    <message>
        <source>Reduce &amp;motion: cards appear in place instead of sliding</source>
        <translation>&amp;Ogranicz ruch: karty pojawiają się na miejscu, zamiast się przesuwać</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Odtwarzaj &amp;dźwięki</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <source>No sound device could be used: Hearts is silent for now.</source>
        <translation>Nie udało się użyć żadnego urządzenia dźwiękowego: Kierki na razie grają bez dźwięku.</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Głośność:</translation>
    </message>
    <message>
        <source>With 4 players: left, right, across, then a hand without passing. Otherwise: left and right in turn.</source>
        <translation>Przy 4 graczach: w lewo, w prawo, naprzeciwko, potem rozdanie bez przekazywania. W pozostałych przypadkach na zmianę w lewo i w prawo.</translation>
    </message>
    <message>
        <source>Only Omnibus has the J♦ bonus card.</source>
        <translation>Premiową kartę J♦ ma tylko wariant z waletem karo.</translation>
    </message>
    <message>
        <source>hearts, Q♠, K♠ and A♠</source>
        <translation>kiery, Q♠, K♠ i A♠</translation>
    </message>
    <message>
        <source>%1 is played without passing.</source>
        <translation>Wariant „%1” rozgrywa się bez przekazywania kart.</translation>
    </message>
    <message>
        <source>In %1 the player left of the dealer opens with any card.</source>
        <translation>W wariancie „%1” gracz na lewo od rozdającego wychodzi dowolną kartą.</translation>
    </message>
    <message>
        <source>The holder of the lowest club opens, with any club instead of that one.</source>
        <translation>Wychodzi gracz z najniższym treflem, ale dowolnym treflem, nie tylko tym.</translation>
    </message>
    <message>
        <source>In %1 the first lead is free, so “any club” does not apply.</source>
        <translation>W wariancie „%1” pierwsze wyjście jest dowolne, więc zasada „dowolny trefl” nie obowiązuje.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, so nothing needs to break them.</source>
        <translation>W kiery można wychodzić w każdej chwili, więc nie trzeba ich łamać.</translation>
    </message>
    <message>
        <source>Hearts may be led at any time, so the Q♠ does not need to break them.</source>
        <translation>W kiery można wychodzić w każdej chwili, więc Q♠ nie musi ich łamać.</translation>
    </message>
    <message>
        <source>Without shooting the moon, the choices for scoring it do not apply.</source>
        <translation>Bez ustrzelenia księżyca sposoby jego liczenia nie obowiązują.</translation>
    </message>
    <message>
        <source>hearts and Q♠</source>
        <translation>kiery i Q♠</translation>
    </message>
    <message>
        <source>When on, a player who cannot follow suit on the first trick may discard %1.</source>
        <translation>Gdy włączone, gracz, który w pierwszej lewie nie ma koloru wyjścia, może dorzucić %1.</translation>
    </message>
    <message>
        <source>Seat %1 (your left):</source>
        <translation>Miejsce %1 (po twojej lewej):</translation>
    </message>
    <message>
        <source>Seat %1 (your right):</source>
        <translation>Miejsce %1 (po twojej prawej):</translation>
    </message>
    <message>
        <source>Seat %1 (across):</source>
        <translation>Miejsce %1 (naprzeciwko):</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Miejsce %1:</translation>
    </message>
    <message>
        <source>Table and cards</source>
        <translation>Stół i karty</translation>
    </message>
    <message>
        <source>Lar&amp;ge cards</source>
        <translation>D&amp;uże karty</translation>
    </message>
    <message>
        <source>Your cards and the trick are drawn larger, as far as the window has room.</source>
        <translation>Twoje karty i lewa są rysowane większe, na ile pozwala miejsce w oknie.</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>&amp;Wzór kart:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>R&amp;ewers kart:</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>&amp;Kolor stołu:</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2.</source>
        <translation>Limit punktów musi wynosić od %1 do %2.</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2, so it stays at %3.</source>
        <translation>Limit punktów musi wynosić od %1 do %2, więc zostaje %3.</translation>
    </message>
    <message>
        <source>The target score must be from %1 to %2: %3 is too high, so it stays at %4.</source>
        <translation>Limit punktów musi wynosić od %1 do %2: %3 to za dużo, więc zostaje %4.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message numerus="yes">
        <source>The saved variant, %1, needs at least %n players; the Standard game was chosen.</source>
        <extracomment>Animation duration factors by speed name; 0 means no animation at all. Computer player strengths, weakest first. The level :meth:`GameSettings.levels` reports for seat 0, the human. Opponents sit in seats 1..6 (a 7-player game has six of them). Longest name kept (longer ones are cut), so a name fits its place at the table. The range of the sound volume setting (0 is silent, like sound off).</extracomment>
        <translation>
            <numerusform>Zapisany wariant, %1, wymaga co najmniej %n gracza; wybrano grę standardową.</numerusform>
            <numerusform>Zapisany wariant, %1, wymaga co najmniej %n graczy; wybrano grę standardową.</numerusform>
            <numerusform>Zapisany wariant, %1, wymaga co najmniej %n graczy; wybrano grę standardową.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1; they apply until Hearts is closed.</source>
        <extracomment>The translated names of the settings the last load reset, in order, each once. What the last load found wrong (None: nothing), until :meth:`take_report` hands it over. Why the last write failed (the file or its folder cannot be written), or None.</extracomment>
        <translation>Nie udało się zapisać ustawień w %1; obowiązują do zamknięcia Kierków.</translation>
    </message>
    <message>
        <source>The saved rules could not be used together; the Standard game was chosen.</source>
        <translation>Zapisanych zasad nie dało się połączyć; wybrano grę standardową.</translation>
    </message>
    <message>
        <source>The saved value “%1” of the setting “%2” could not be used; the default was restored.</source>
        <translation>Zapisanej wartości „%1” ustawienia „%2” nie dało się użyć; przywrócono wartość domyślną.</translation>
    </message>
    <message>
        <source>The saved setting “%1” could not be used; the defaults were restored.</source>
        <translation>Zapisanego ustawienia „%1” nie dało się użyć; przywrócono wartości domyślne.</translation>
    </message>
    <message>
        <source>Some opponent names were empty; they were given their default names.</source>
        <translation>Niektóre imiona przeciwników były puste; nadano im imiona domyślne.</translation>
    </message>
    <message>
        <source>Some saved opponent levels were unknown; those opponents now play at the normal level.</source>
        <translation>Niektóre zapisane poziomy przeciwników były nieznane; ci przeciwnicy grają teraz na poziomie normalnym.</translation>
    </message>
    <message>
        <source>number of players</source>
        <translation>liczba graczy</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>wariant</translation>
    </message>
    <message>
        <source>target score</source>
        <translation>limit punktów</translation>
    </message>
    <message>
        <source>scoring of a shot moon</source>
        <translation>liczenie ustrzelonego księżyca</translation>
    </message>
    <message>
        <source>rule for ties</source>
        <translation>zasada remisu</translation>
    </message>
    <message>
        <source>rule on the Q♠ breaking hearts</source>
        <translation>zasada: Q♠ łamie kiery</translation>
    </message>
    <message>
        <source>rule on penalty cards in the first trick</source>
        <translation>zasada kart karnych w pierwszej lewie</translation>
    </message>
    <message>
        <source>rule on passing cards</source>
        <translation>zasada przekazywania kart</translation>
    </message>
    <message>
        <source>rule on the J♦ and the moon</source>
        <translation>zasada: J♦ a ustrzelenie księżyca</translation>
    </message>
    <message>
        <source>bonus for taking no trick</source>
        <translation>premia za rozdanie bez wziętej lewy</translation>
    </message>
    <message>
        <source>rule on a total landing exactly on the target</source>
        <translation>zasada wyniku równego dokładnie limitowi punktów</translation>
    </message>
    <message>
        <source>rule on breaking hearts</source>
        <translation>zasada łamania kierów</translation>
    </message>
    <message>
        <source>rule on the club that opens the game</source>
        <translation>zasada trefla na pierwsze wyjście</translation>
    </message>
    <message>
        <source>rule on shooting the moon</source>
        <translation>zasada ustrzelenia księżyca</translation>
    </message>
    <message>
        <source>value of the J♦</source>
        <translation>wartość J♦</translation>
    </message>
    <message>
        <source>opponent names</source>
        <translation>imiona przeciwników</translation>
    </message>
    <message>
        <source>opponent levels</source>
        <translation>poziomy przeciwników</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>szybkość animacji</translation>
    </message>
    <message>
        <source>language</source>
        <translation>język</translation>
    </message>
    <message>
        <source>pause to look at the received cards</source>
        <translation>pauza na obejrzenie otrzymanych kart</translation>
    </message>
    <message>
        <source>finishing a hand with no points left to play for</source>
        <translation>kończenie rozdania, gdy nie ma już punktów do zdobycia</translation>
    </message>
    <message>
        <source>allowing undo</source>
        <translation>pozwalanie na cofanie ruchów</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>dźwięk</translation>
    </message>
    <message>
        <source>volume</source>
        <translation>głośność</translation>
    </message>
    <message>
        <source>reduce motion</source>
        <translation>ograniczenie ruchu</translation>
    </message>
    <message>
        <source>card faces</source>
        <translation>wzór kart</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>rewers kart</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>kolor stołu</translation>
    </message>
    <message>
        <source>large cards</source>
        <translation>duże karty</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalny</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspercki</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mieszany</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Wszystkie</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Wariant:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Liczba &amp;graczy:</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Przeciwnicy:</translation>
    </message>
    <message>
        <source>Your figures</source>
        <translation>Twoje wyniki</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Rozegrane gry:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Wygrane gry:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Odsetek wygranych:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Najdłuższa seria wygranych:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Rozegrane rozdania:</translation>
    </message>
    <message>
        <source>Average points per hand:</source>
        <translation>Średnia punktów na rozdanie:</translation>
    </message>
    <message>
        <source>Moons you shot:</source>
        <translation>Księżyce ustrzelone przez ciebie:</translation>
    </message>
    <message>
        <source>Moons shot against you:</source>
        <translation>Księżyce ustrzelone przeciw tobie:</translation>
    </message>
    <message>
        <source>Q♠ taken:</source>
        <translation>Wzięte Q♠:</translation>
    </message>
    <message>
        <source>Best match:</source>
        <translation>Najlepsza gra:</translation>
    </message>
    <message>
        <source>Worst match:</source>
        <translation>Najgorsza gra:</translation>
    </message>
    <message>
        <source>Matches played to the end; a match still going counts once it is over.</source>
        <translation>Gry rozegrane do końca; trwająca gra zostanie wliczona po jej zakończeniu.</translation>
    </message>
    <message>
        <source>Every hand played to its score, in matches still going or left unfinished too.</source>
        <translation>Każde rozdanie rozegrane do podliczenia punktów, także w grach trwających lub przerwanych.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>Wy&amp;zeruj…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Eksportuj CSV…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 points, won (%2)</source>
        <translation>%1 pkt, wygrana (%2)</translation>
    </message>
    <message>
        <source>%1 points (%2)</source>
        <translation>%1 pkt (%2)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Zerowanie statystyk</translation>
    </message>
    <message>
        <source>Forget every recorded match and hand? This cannot be undone.</source>
        <translation>Usunąć wszystkie zapisane gry i rozdania? Tego nie można cofnąć.</translation>
    </message>
    <message>
        <source>Your statistics were reset.</source>
        <translation>Twoje statystyki zostały wyzerowane.</translation>
    </message>
    <message>
        <source>Your statistics could not be reset.</source>
        <translation>Nie udało się wyzerować twoich statystyk.</translation>
    </message>
    <message>
        <source>hearts-statistics.csv</source>
        <translation>kierki-statystyki.csv</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Eksport statystyk</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>Statistics exported to %1.</source>
        <translation>Statystyki wyeksportowano do %1.</translation>
    </message>
    <message>
        <source>The statistics could not be exported.</source>
        <translation>Nie udało się wyeksportować statystyk.</translation>
    </message>
    <message>
        <source>Your statistics are shown read only: their folder cannot be written, so the games you play now are not added.</source>
        <translation>Statystyki są wyświetlane tylko do odczytu: w ich folderze nie można zapisywać, więc gry, które teraz rozgrywasz, nie zostaną do nich dodane.</translation>
    </message>
    <message>
        <source>Best and worst compare matches of one variant and number of players: choose them above.</source>
        <translation>Najlepsza i najgorsza gra są porównywane w obrębie jednego wariantu i jednej liczby graczy: wybierz je powyżej.</translation>
    </message>
    <message>
        <source>No finished match matches these filters.</source>
        <translation>Żadna ukończona gra nie pasuje do tych filtrów.</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>its folder cannot be written</source>
        <extracomment>The seat whose figures the statistics show: the person at the table. ``opponents_level`` of a match whose computer players were not all of one level. SQLite&apos;s primary result codes for a file that is damaged or is not a database at all. The finished matches are of more than one variant or player count: their scores are not compared (no best or worst match), since a Spot Hearts match to 500 and a 3-player Standard one to 100 score on other scales. The technical detail of the notice :meth:`take_notice` gave last. The file is shown read only (its folder or disk cannot be written): the games of this run are not added.</extracomment>
        <translation>nie można zapisywać w ich folderze</translation>
    </message>
    <message>
        <source>Your statistics cannot be saved (%1): the ones kept so far are shown, and the games of this run are not added.</source>
        <translation>Twoich statystyk nie można zapisać (%1): wyświetlane są dotychczas zapisane, a gry z tego uruchomienia nie zostaną do nich dodane.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1). They were kept as %2; new statistics were started.</source>
        <translation>Nie udało się odczytać twoich statystyk (%1). Zachowano je jako %2; rozpoczęto nowe statystyki.</translation>
    </message>
    <message>
        <source>Your statistics are not available (%1); the game goes on without them.</source>
        <translation>Twoje statystyki są niedostępne (%1); gra toczy się dalej bez nich.</translation>
    </message>
    <message>
        <source>The statistics could not be exported to %1 (%2).</source>
        <translation>Nie udało się wyeksportować statystyk do %1 (%2).</translation>
    </message>
    <message>
        <source>they were saved by a newer version of Hearts</source>
        <translation>zapisała je nowsza wersja Kierek</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>to the left</source>
        <translation>w lewo</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>w prawo</translation>
    </message>
    <message>
        <source>across</source>
        <translation>naprzeciwko</translation>
    </message>
    <message>
        <source>no passing</source>
        <translation>bez przekazywania</translation>
    </message>
    <message>
        <source>You deal this hand: the player on your left leads the first trick.</source>
        <translation>Teraz rozdajesz ty: do pierwszej lewy wychodzi gracz na lewo od ciebie.</translation>
    </message>
    <message>
        <source>%1 deals this hand: the player on the dealer&apos;s left leads the first trick.</source>
        <translation>Teraz rozdaje %1: do pierwszej lewy wychodzi gracz na lewo od rozdającego.</translation>
    </message>
    <message>
        <source>You have chosen the cards to pass.</source>
        <translation>Masz już wybrane karty do przekazania.</translation>
    </message>
    <message>
        <source>%1 has chosen the cards to pass.</source>
        <translation>Karty do przekazania wybrał gracz: %1.</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip: the first letter of &apos;dealer&apos;</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>this hand: %1</source>
        <translation>w tym rozdaniu: %1</translation>
    </message>
    <message>
        <source>Hearts may be led</source>
        <extracomment>Between two phrases of one line (&quot;Standard · to 100&quot;).</extracomment>
        <translation>W kiery można wychodzić</translation>
    </message>
    <message>
        <source>Hearts broken</source>
        <translation>Kiery złamane</translation>
    </message>
    <message>
        <source>Hearts not broken</source>
        <translation>Kiery niezłamane</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Three cards chosen: press Pass cards to pass them.</source>
        <translation>Wybrano trzy karty: naciśnij „Przekaż karty”.</translation>
    </message>
    <message>
        <source>Three cards chosen: press %1 to pass them.</source>
        <translation>Wybrano trzy karty: naciśnij %1, aby je przekazać.</translation>
    </message>
    <message>
        <source>Select three cards with %1 and %2, then press %3.</source>
        <translation>Zaznacz trzy karty klawiszami %1 i %2, a potem naciśnij %3.</translation>
    </message>
    <message>
        <source>Your turn: choose a card with %1 and press %2.</source>
        <translation>Twój ruch: wybierz kartę klawiszami %1 i naciśnij %2.</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>bez %1</translation>
    </message>
    <message>
        <source>No passing this hand.</source>
        <translation>W tym rozdaniu bez przekazywania.</translation>
    </message>
    <message>
        <source>Choose three cards to pass %1 (to %2)</source>
        <translation>Wybierz trzy karty do przekazania %1 (dla: %2)</translation>
    </message>
    <message>
        <source>Every card of the suit led cancelled: the trick stays in the middle.</source>
        <translation>Wszystkie karty w kolorze wyjścia się skasowały: lewa zostaje na środku.</translation>
    </message>
    <message>
        <source>Click three cards, then press Pass cards.</source>
        <translation>Kliknij trzy karty, a potem przycisk „Przekaż karty”.</translation>
    </message>
    <message>
        <source>%1 passed you these cards.</source>
        <translation>Te karty dostajesz od: %1.</translation>
    </message>
    <message>
        <source>Press OK (or Enter) to start playing.</source>
        <translation>Naciśnij OK (lub Enter), żeby zacząć grę.</translation>
    </message>
    <message>
        <source>Your turn: click a card to play it.</source>
        <translation>Twój ruch: kliknij kartę, żeby ją zagrać.</translation>
    </message>
    <message>
        <source>Hearts are broken!</source>
        <translation>Kiery złamane!</translation>
    </message>
    <message>
        <source>Hint: pass %1.</source>
        <translation>Podpowiedź: przekaż %1.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Podpowiedź: zagraj %1.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Stół do gry</translation>
    </message>
    <message>
        <source>Pass cards</source>
        <translation>Przekaż karty</translation>
    </message>
    <message>
        <source>Pass the three selected cards</source>
        <translation>Przekaż trzy wybrane karty</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Start playing with the received cards</source>
        <translation>Zacznij grę z otrzymanymi kartami</translation>
    </message>
    <message>
        <source>Drop the card in the middle of the table to play it.</source>
        <translation>Upuść kartę na środku stołu, żeby ją zagrać.</translation>
    </message>
    <message>
        <source>You pass three cards: deselect one first.</source>
        <translation>Przekazujesz trzy karty: najpierw odznacz jedną.</translation>
    </message>
    <message>
        <source>To pass, select %1 cards first: %2 selected so far.</source>
        <extracomment>The pass key: P, and П, which the same key types in the Macedonian and Serbian Cyrillic layouts (Qt names a letter key by the letter the layout gives it, so a Cyrillic keyboard never sends Key_P).</extracomment>
        <translation>Aby przekazać karty, najpierw wybierz %1: wybrano dotąd %2.</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>można zagrać</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>nie można zagrać</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>wybrana</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>niewybrana</translation>
    </message>
    <message numerus="yes">
        <source>Kitty: %n cards</source>
        <translation>
            <numerusform>Musik: %n karta</numerusform>
            <numerusform>Musik: %n karty</numerusform>
            <numerusform>Musik: %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting: %n cards</source>
        <translation>
            <numerusform>Czeka: %n karta</numerusform>
            <numerusform>Czekają: %n karty</numerusform>
            <numerusform>Czeka: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>goes to the first trick&apos;s winner</source>
        <translation>dostaje go, kto weźmie pierwszą lewę</translation>
    </message>
    <message numerus="yes">
        <source>go to the next trick&apos;s winner</source>
        <translation>
            <numerusform>dostaje ją, kto weźmie następną lewę</numerusform>
            <numerusform>dostaje je, kto weźmie następną lewę</numerusform>
            <numerusform>dostaje je, kto weźmie następną lewę</numerusform>
        </translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>do %1</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>nr %1</translation>
    </message>
    <message>
        <source>pass %1</source>
        <translation>karty %1</translation>
    </message>
</context>
<context>
    <name>ThemePreview</name>
    <message>
        <source>Preview of the table and cards</source>
        <extracomment>The cards shown: one of each colour a four-colour deck changes, a heart, and a back.</extracomment>
        <translation>Podgląd stołu i kart</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twój ruch</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic English deck</source>
        <extracomment>Keyed by :data:`hearts_qt.looks.TABLE_KEYS`, in its order (a test checks it).</extracomment>
        <translation>Klasyczna talia angielska</translation>
    </message>
    <message>
        <source>Four colours (♦ blue, ♣ green)</source>
        <translation>Talia czterokolorowa (♦ niebieskie, ♣ zielone)</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Czerwona kratka</translation>
    </message>
    <message>
        <source>Blue with two hearts</source>
        <translation>Niebieski z dwoma sercami</translation>
    </message>
    <message>
        <source>Green rings</source>
        <translation>Zielone kółka</translation>
    </message>
    <message>
        <source>Burgundy hearts</source>
        <translation>Bordowe serca</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Zielone sukno</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Niebieskie sukno</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>High contrast (black)</source>
        <translation>Wysoki kontrast (czarny)</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>Points per hand over time</source>
        <translation>Punkty na rozdanie w czasie</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punkty na rozdanie</translation>
    </message>
    <message>
        <source>No match has been finished yet.</source>
        <translation>Nie ukończono jeszcze żadnej gry.</translation>
    </message>
    <message>
        <source>Average points per hand in each match, oldest first: %1.</source>
        <translation>Średnia punktów na rozdanie w każdej grze, od najstarszej: %1.</translation>
    </message>
</context>
</TS>
