<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>%1 shot the moon and took %n points off their own score.</source>
        <translation>
            <numerusform>%1 shot the moon and took %n point off their own score.</numerusform>
            <numerusform>%1 shot the moon and took %n points off their own score.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and added %n points to everyone else.</source>
        <translation>
            <numerusform>%1 shot the moon and added %n point to everyone else.</numerusform>
            <numerusform>%1 shot the moon and added %n points to everyone else.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message numerus="yes">
        <source>%n points taken with this trick, the kitty included.</source>
        <translation>
            <numerusform>%n point taken with this trick, the kitty included.</numerusform>
            <numerusform>%n points taken with this trick, the kitty included.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points taken with this trick.</source>
        <translation>
            <numerusform>%n point taken with this trick.</numerusform>
            <numerusform>%n points taken with this trick.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n points</source>
        <translation>
            <numerusform>to %n point</numerusform>
            <numerusform>to %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoonDialog</name>
    <message numerus="yes">
        <source>You took every penalty card. How should the %n points count?</source>
        <translation>
            <numerusform>You took every penalty card. How should the %n point count?</numerusform>
            <numerusform>You took every penalty card. How should the %n points count?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>%n decisions flagged.</source>
        <extracomment>A costly decision&apos;s row, as (background, text) on a light and on a dark palette.</extracomment>
        <translation>
            <numerusform>%n decision flagged.</numerusform>
            <numerusform>%n decisions flagged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You took %n points.</source>
        <translation>
            <numerusform>You took %n point.</numerusform>
            <numerusform>You took %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer in your seat took %n points.</source>
        <translation>
            <numerusform>The computer in your seat took %n point.</numerusform>
            <numerusform>The computer in your seat took %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %1 into a trick you went on to win, and took its %n points yourself.</source>
        <translation>
            <numerusform>You played %1 into a trick you went on to win, and took its %n point yourself.</numerusform>
            <numerusform>You played %1 into a trick you went on to win, and took its %n points yourself.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 won the trick and with it %n points; the better card would not have won it.</source>
        <translation>
            <numerusform>%1 won the trick and with it %n point; the better card would not have won it.</numerusform>
            <numerusform>%1 won the trick and with it %n points; the better card would not have won it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not follow suit and kept %1 instead of discarding it (%n points).</source>
        <translation>
            <numerusform>You could not follow suit and kept %1 instead of discarding it (%n point).</numerusform>
            <numerusform>You could not follow suit and kept %1 instead of discarding it (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not follow suit and discarded a card without points instead of %1 (%n points).</source>
        <translation>
            <numerusform>You could not follow suit and discarded a card without points instead of %1 (%n point).</numerusform>
            <numerusform>You could not follow suit and discarded a card without points instead of %1 (%n points).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message numerus="yes">
        <source>The %n cards left over lie face down as a kitty; the winner of the first trick takes them, points and all.</source>
        <translation>
            <numerusform>The %n card left over lies face down as a kitty; the winner of the first trick takes it, points and all.</numerusform>
            <numerusform>The %n cards left over lie face down as a kitty; the winner of the first trick takes them, points and all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 scores %n penalty points.</source>
        <translation>
            <numerusform>The %1 scores %n penalty point.</numerusform>
            <numerusform>The %1 scores %n penalty points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the two %1 scores %n penalty points.</source>
        <translation>
            <numerusform>Each of the two %1 scores %n penalty point.</numerusform>
            <numerusform>Each of the two %1 scores %n penalty points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A hand carries %n penalty points in all.</source>
        <translation>
            <numerusform>A hand carries %n penalty point in all.</numerusform>
            <numerusform>A hand carries %n penalty points in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead, %n points are added to every other player&apos;s score.</source>
        <translation>
            <numerusform>Instead, %n point is added to every other player&apos;s score.</numerusform>
            <numerusform>Instead, %n points are added to every other player&apos;s score.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead, %n points are subtracted from the shooter&apos;s score.</source>
        <translation>
            <numerusform>Instead, %n point is subtracted from the shooter&apos;s score.</numerusform>
            <numerusform>Instead, %n points are subtracted from the shooter&apos;s score.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone reaches or passes %n points. The lowest total wins.</source>
        <translation>
            <numerusform>The game ends after a hand in which someone reaches or passes %n point. The lowest total wins.</numerusform>
            <numerusform>The game ends after a hand in which someone reaches or passes %n points. The lowest total wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends after a hand in which someone passes %n points. The lowest total wins.</source>
        <translation>
            <numerusform>The game ends after a hand in which someone passes %n point. The lowest total wins.</numerusform>
            <numerusform>The game ends after a hand in which someone passes %n points. The lowest total wins.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message numerus="yes">
        <source>The saved variant, %1, needs at least %n players; the Standard game was chosen.</source>
        <extracomment>Animation duration factors by speed name; 0 means no animation at all. Computer player strengths, weakest first. The level :meth:`GameSettings.levels` reports for seat 0, the human. Opponents sit in seats 1..6 (a 7-player game has six of them). Longest name kept (longer ones are cut), so a name fits its place at the table. The range of the sound volume setting (0 is silent, like sound off).</extracomment>
        <translation>
            <numerusform>The saved variant, %1, needs at least %n player; the Standard game was chosen.</numerusform>
            <numerusform>The saved variant, %1, needs at least %n players; the Standard game was chosen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>Kitty: %n cards</source>
        <translation>
            <numerusform>Kitty: %n card</numerusform>
            <numerusform>Kitty: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting: %n cards</source>
        <translation>
            <numerusform>Waiting: %n card</numerusform>
            <numerusform>Waiting: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>go to the next trick&apos;s winner</source>
        <translation>
            <numerusform>goes to the next trick&apos;s winner</numerusform>
            <numerusform>go to the next trick&apos;s winner</numerusform>
        </translation>
    </message>
</context>
</TS>
